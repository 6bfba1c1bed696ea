import type { Market } from '#domain/market/market';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago something was saved, in the market's language ("2 hours ago", "yesterday"): whole minutes (at least
 * one) under an hour, whole hours under two days, then days.
 */
export const formatAgo = (ms: number, market: Pick<Market, 'ietfTag'>): string => {
  let format = formats.get(market.ietfTag);
  if (!format) {
    format = new Intl.RelativeTimeFormat(market.ietfTag, { numeric: 'auto' });
    formats.set(market.ietfTag, format);
  }
  const elapsed = Math.max(0, ms);
  if (elapsed < HOUR_MS) return format.format(-Math.max(1, Math.floor(elapsed / MINUTE_MS)), 'minute');
  if (elapsed < 2 * DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return format.format(-Math.floor(elapsed / DAY_MS), 'day');
};
