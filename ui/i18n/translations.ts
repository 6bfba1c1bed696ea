import { LOCALES, languageOf } from '#domain/market/locale';
import type en from '../locales/en/common.json';

/** The one namespace of the storefront's interface text (`ui/locales/{language}/common.json`). */
export const NAMESPACE = 'common';

/** The interface text of one language: nested objects, dotted keys in code (`pages.cart.title`). */
export type Translations = typeof en;

/** Spec §1: the translation languages, one per market (cz is translated as cs). */
export const LANGUAGES = LOCALES.map(languageOf);

export type Language = (typeof LANGUAGES)[number];

// One dynamic import per language, so the bundler emits each language as its own chunk and a page loads only its own.
const LOADERS: Readonly<Record<string, () => Promise<{ default: Translations }>>> = {
  pl: () => import('../locales/pl/common.json'),
  cs: () => import('../locales/cs/common.json'),
  sk: () => import('../locales/sk/common.json'),
  de: () => import('../locales/de/common.json'),
  lt: () => import('../locales/lt/common.json'),
  es: () => import('../locales/es/common.json'),
  en: () => import('../locales/en/common.json'),
  tr: () => import('../locales/tr/common.json'),
};

/** The interface text of a language, fetched on first use (a separate chunk per language). */
export const loadTranslations = async (language: string): Promise<Translations> => {
  const load = LOADERS[language];
  if (!load) throw new RangeError(`No translations for language ${language}`);
  return (await load()).default;
};
