import { LOCALES, languageOf } from '#domain/market/locale';
import type en from '../locales/en/common.json';
import csUrl from '../locales/cs/common.json?url';
import deUrl from '../locales/de/common.json?url';
import enUrl from '../locales/en/common.json?url';
import esUrl from '../locales/es/common.json?url';
import ltUrl from '../locales/lt/common.json?url';
import plUrl from '../locales/pl/common.json?url';
import skUrl from '../locales/sk/common.json?url';
import trUrl from '../locales/tr/common.json?url';

/** The one namespace of the storefront's interface text (`ui/locales/{language}/common.json`). */
export const NAMESPACE = 'common';

/** The interface text of one language: nested objects, dotted keys in code (`pages.cart.title`). */
export type Translations = typeof en;

/** Spec §1: the translation languages, one per market (cz is translated as cs). */
export const LANGUAGES = LOCALES.map(languageOf);

export type Language = (typeof LANGUAGES)[number];

// Each language's text as a file of its own under a hashed name: the browser keeps it for every page it reads.
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
const fetching = new Map<string, Promise<Translations>>();

const known = <T>(table: Readonly<Record<string, T>>, language: string): T => {
  const entry = table[language];
  if (entry === undefined) throw new RangeError(`No translations for language ${language}`);
  return entry;
};

/** The address of a language's text, which the page preloads and the browser fetches before it hydrates. */
export const translationsUrl = (language: string): string => known(FILES, language);

/** A language's text on the server (and in tests), read as a module once and kept. */
export const loadTranslations = async (language: string): Promise<Translations> => {
  const kept = loaded.get(language);
  if (kept) return kept;
  const { default: text } = await known(MODULES, language)();
  loaded.set(language, text);
  return text;
};

/** A language's text in the browser, fetched from its file once (the page's preload has usually brought it). */
export const fetchTranslations = (language: string): Promise<Translations> => {
  const kept = loaded.get(language);
  if (kept) return Promise.resolve(kept);
  const started = fetching.get(language);
  if (started) return started;
  const fetched = Promise.resolve(language)
    .then(async (known) => fetch(translationsUrl(known)))
    .then(async (response) => {
      if (!response.ok) throw new Error(`The ${language} text answered ${response.status}`);
      const text = (await response.json()) as Translations;
      loaded.set(language, text);
      return text;
    })
    .finally(() => fetching.delete(language));
  fetching.set(language, fetched);
  return fetched;
};

/** A language's text that is already loaded: the page's render reads it synchronously. */
export const loadedTranslations = (language: string): Translations => {
  const kept = loaded.get(language);
  if (!kept) throw new Error(`The ${language} text is used before it is loaded`);
  return kept;
};
