import csUrl from '../locales/cs/common.json?url';
import deUrl from '../locales/de/common.json?url';
import enUrl from '../locales/en/common.json?url';
import esUrl from '../locales/es/common.json?url';
import ltUrl from '../locales/lt/common.json?url';
import plUrl from '../locales/pl/common.json?url';
import skUrl from '../locales/sk/common.json?url';
import trUrl from '../locales/tr/common.json?url';

// Each language's text as a file of its own under a hashed name: the browser keeps it for every page it reads. Apart
// from `translations.ts`, so a page's first script carries none of these names (its page gives it its own).
const FILES: Readonly<Record<string, string>> = {
  pl: plUrl,
  cs: csUrl,
  sk: skUrl,
  de: deUrl,
  lt: ltUrl,
  es: esUrl,
  en: enUrl,
  tr: trUrl,
};

/** The address of a language's text, which the page preloads and the browser fetches before it hydrates. */
export const translationsUrl = (language: string): string => {
  const file = FILES[language];
  if (file === undefined) throw new RangeError(`No translations for language ${language}`);
  return file;
};
