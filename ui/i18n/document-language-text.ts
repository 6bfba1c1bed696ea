/** The page's preload of its language's text, which the browser entry reads before it hydrates (`root.tsx`). */
const LANGUAGE_TEXT = 'link[rel=preload][as=fetch]';

/** The language and the address of its text the page came with, or null on a page without them (an error page). */
export const documentLanguageText = (doc: Document): { readonly language: string; readonly url: string } | null => {
  const url = doc.querySelector(LANGUAGE_TEXT)?.getAttribute('href');
  return url ? { language: doc.documentElement.lang, url } : null;
};
