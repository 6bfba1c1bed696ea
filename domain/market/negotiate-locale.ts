import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

interface LanguageRange {
  readonly language: string;
  readonly quality: number;
  readonly order: number;
}

/** Languages whose code differs from the market's locale code (spec §1: cs is served as cz). */
const LANGUAGE_TO_LOCALE: Readonly<Record<string, Locale>> = { cs: 'cz' };

const parseRange = (part: string, order: number): LanguageRange | undefined => {
  const [tag = '', ...params] = part.trim().split(';');
  const language = tag.trim().toLowerCase().split('-')[0] ?? '';
  if (!/^[a-z]{2,3}$/.test(language)) return undefined;
  const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
  const quality = q === undefined ? 1 : Number(q.slice(2));
  if (!Number.isFinite(quality) || quality <= 0 || quality > 1) return undefined;
  return { language, quality, order };
};

/**
 * Spec §2: `/` sends a visitor to the best supported locale named in Accept-Language
 * (highest q first, then the order given), and to pl when none is supported.
 */
export const negotiateLocale = (acceptLanguage: string | null | undefined): Locale => {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map(parseRange)
    .filter((r): r is LanguageRange => r !== undefined)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { language } of ranges) {
    const locale = LANGUAGE_TO_LOCALE[language] ?? language;
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
};
