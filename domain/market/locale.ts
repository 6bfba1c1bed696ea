/** Spec §1: the markets, each addressed by its locale code in every path. */
export const LOCALES = ['pl', 'cz', 'sk', 'de', 'lt', 'es', 'en', 'tr'] as const;

export type Locale = (typeof LOCALES)[number];

/** Spec §1: the locale used when nothing better is known. */
export const DEFAULT_LOCALE: Locale = 'pl';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Spec §1: the legacy locale code cz is translated as cs; every other locale is its own language. */
export const languageOf = (locale: Locale): string => (locale === 'cz' ? 'cs' : locale);
