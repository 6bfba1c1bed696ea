import { MARKET_TIMEZONE } from '#domain/market/market';
import { z } from './zod';

/** The longest period one request may ask about: a leap year. */
export const LISTENING_STATS_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

const calendarDay = z.iso.date().describe('A calendar day in Europe/Warsaw, YYYY-MM-DD');

/**
 * `GET /me/listening-stats?from=&to=`: both days or neither (then the current month in Europe/Warsaw); `to` not before
 * `from`, at most 366 days. Field errors: from/to INVALID or REQUIRED, to BEFORE_FROM or RANGE_TOO_LONG.
 */
export const listeningStatsQuerySchema = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .superRefine((query, ctx) => {
    const { from, to } = query;
    if (from === undefined && to === undefined) return;
    if (from === undefined || to === undefined) {
      const missing = from === undefined ? 'from' : 'to';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'Give both days', params: { code: 'REQUIRED' } });
      return;
    }
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Before from', params: { code: 'BEFORE_FROM' } });
    else if (days > LISTENING_STATS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Too long', params: { code: 'RANGE_TOO_LONG' } });
  });

const milliseconds = z.int().nonnegative();

/** The viewer's listening in a period, summed from the spans SavePlaybackTime recorded. */
export const listeningStatsSchema = z.object({
  /** The period's first and last day (both included), in Europe/Warsaw. */
  from: z.iso.date(),
  to: z.iso.date(),
  time_zone: z.literal(MARKET_TIMEZONE),
  total_ms: milliseconds,
  /** How many different titles were heard. */
  title_count: z.int().nonnegative(),
  /** Per title, most listened first. */
  titles: z.array(z.object({ product_id: z.uuid(), title: z.string(), ms: milliseconds })),
  /** Per day with listening, in calendar order; a span counts on the day it started. */
  days: z.array(z.object({ date: z.iso.date(), ms: milliseconds })),
  _links: z.object({ self: z.object({ href: z.string() }) }),
});

export type ListeningStatsQuery = z.infer<typeof listeningStatsQuerySchema>;
export type ListeningStatsWire = z.infer<typeof listeningStatsSchema>;
