import { MARKET_TIMEZONE } from '#domain/market/market';

const YEAR = new Intl.DateTimeFormat('en', { timeZone: MARKET_TIMEZONE, year: 'numeric' });

/** The calendar year at an instant in the markets' timezone (spec §1: Europe/Warsaw), for the copyright line. */
export const copyrightYear = (instant: Date): number => Number(YEAR.format(instant));
