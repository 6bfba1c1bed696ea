import type { TFunction } from './translator';
import { type CurrencyCode, type Market, MARKET_TIMEZONE } from '#domain/market/market';

// Czech prices are quoted in whole crowns: 329 Kč, not 329,00 Kč (a price with hellers still shows them).
const WHOLE_UNIT_CURRENCIES: ReadonlySet<CurrencyCode> = new Set(['CZK']);

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_HOUR = 60;

// Formatters are costly to build and immutable, so one per market and style is kept.
const priceFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const priceFormat = (market: Pick<Market, 'ietfTag' | 'currency'>): Intl.NumberFormat => {
  const key = `${market.ietfTag}:${market.currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(market.ietfTag, {
      style: 'currency',
      currency: market.currency,
      ...(WHOLE_UNIT_CURRENCIES.has(market.currency) ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
    });
    priceFormats.set(key, format);
  }
  return format;
};

/** Spec §1, §5: a price in minor units shown in the market's currency and locale (pl 3990 -> "39,90 zł"). */
export const formatPrice = (minorUnits: number, market: Pick<Market, 'ietfTag' | 'currency'>): string =>
  priceFormat(market).format(minorUnits / 100);

/** Spec §1: a calendar date in the market's locale, as the day it is in Europe/Warsaw. */
export const formatDate = (iso: string, market: Pick<Market, 'ietfTag'>): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  let format = dateFormats.get(market.ietfTag);
  if (!format) {
    format = new Intl.DateTimeFormat(market.ietfTag, { dateStyle: 'long', timeZone: MARKET_TIMEZONE });
    dateFormats.set(market.ietfTag, format);
  }
  return format.format(date);
};

/**
 * A length of time in whole hours and minutes in the page's language (`duration.hours`/`duration.minutes`,
 * plural forms per language): "2 godziny 5 minut"; under an hour only minutes, seconds rounded down.
 */
export const formatDuration = (ms: number, t: TFunction): string => {
  if (!Number.isFinite(ms)) throw new RangeError(`Not a duration: ${ms}`);
  const totalMinutes = Math.floor(Math.max(0, ms) / MS_PER_MINUTE);
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  if (hours === 0) return t('duration.minutes', { count: minutes });
  if (minutes === 0) return t('duration.hours', { count: hours });
  return `${t('duration.hours', { count: hours })} ${t('duration.minutes', { count: minutes })}`;
};
