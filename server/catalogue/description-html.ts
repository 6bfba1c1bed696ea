import { paragraphsOf } from '#domain/shared/text';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place inside HTML or XML, in element content and in quoted attributes. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The HTML form of a plain description: one paragraph for each block separated by a blank line. */
export const descriptionHtml = (plain: string): string =>
  paragraphsOf(plain)
    .map((paragraph) => `<p>${escapeMarkup(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
