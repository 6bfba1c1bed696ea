import { languageOf, type Locale } from '#domain/market/locale';
import { MARKET_TIMEZONE } from '#domain/market/market';

/** Spec §1: a day as the market's language writes it, in the markets' timezone (server-side, so the page is stable). */
export const marketDate = (locale: Locale, iso: string): string =>
  new Intl.DateTimeFormat(languageOf(locale), { dateStyle: 'long', timeZone: MARKET_TIMEZONE }).format(new Date(iso));
