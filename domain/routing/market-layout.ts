import { LOCALES } from '../market/locale';
import { PATH_LANGUAGE, type PathLanguage } from './route-table';

/** The markets' segment for a path language several markets share; its layout's loader names the market. */
export const SHARED_MARKET_SEGMENT = ':market';

/**
 * Where a path language's pages hang: under its one market's locale, or, where several markets share the language's
 * paths (the English ones), under one `:market` segment, so those markets share one set of routes instead of a set
 * each: every request matches, and every render builds, the route table, which grows with each set.
 */
export const layoutPathOf = (language: PathLanguage): string => {
  const markets = LOCALES.filter((locale) => PATH_LANGUAGE[locale] === language);
  return markets.length === 1 && markets[0] ? markets[0] : SHARED_MARKET_SEGMENT;
};
