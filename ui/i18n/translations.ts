import { LOCALES, languageOf } from '#domain/market/locale';
import type en from '../locales/en/common.json';

/** The one namespace of the storefront's interface text (`ui/locales/{language}/common.json`). */
export const NAMESPACE = 'common';

/** The interface text of one language: nested objects, dotted keys in code (`pages.cart.title`). */
export type Translations = typeof en;

/** Spec §1: the translation languages, one per market (cz is translated as cs). */
export const LANGUAGES = LOCALES.map(languageOf);

export type Language = (typeof LANGUAGES)[number];

// The server reads the same files as modules; in the browser these are never called, so they are left out.
const MODULES: Readonly<Record<string, () => Promise<{ default: Translations }>>> = {
  pl: () => import('../locales/pl/common.json'),
  cs: () => import('../locales/cs/common.json'),
  sk: () => import('../locales/sk/common.json'),
  de: () => import('../locales/de/common.json'),
  lt: () => import('../locales/lt/common.json'),
  es: () => import('../locales/es/common.json'),
  en: () => import('../locales/en/common.json'),
  tr: () => import('../locales/tr/common.json'),
};

const loaded = new Map<string, Translations>();

/** A language's text on the server (and in tests), read as a module once and kept. */
export const loadTranslations = async (language: string): Promise<Translations> => {
  const kept = loaded.get(language);
  if (kept) return kept;
  const load = MODULES[language];
  if (!load) throw new RangeError(`No translations for language ${language}`);
  const { default: text } = await load();
  loaded.set(language, text);
  return text;
};

/**
 * A language's text in the browser, fetched once from its file (`translation-files.ts`), which the page's preload has
 * usually brought already.
 */
export const fetchTranslations = async (language: string, url: string): Promise<Translations> => {
  const kept = loaded.get(language);
  if (kept) return kept;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const text = (await response.json()) as Translations;
  loaded.set(language, text);
  return text;
};

/** A language's text that is already loaded: the page's render reads it synchronously. */
export const loadedTranslations = (language: string): Translations => {
  const kept = loaded.get(language);
  if (!kept) throw new Error(`The ${language} text is used before it is loaded`);
  return kept;
};
