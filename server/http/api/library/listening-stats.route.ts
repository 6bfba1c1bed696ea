import { apiErrorSchema } from '#contract/api-error.schema';
import { MARKET_TIMEZONE } from '#domain/market/market';
import { warsawDateOf, warsawDays, warsawMonthOf } from '#server/accounts/warsaw-calendar';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { apiBase } from '../hal';
import type { LibraryDeps } from './library-deps';
import {
  type ListeningStatsQuery,
  type ListeningStatsWire,
  listeningStatsQuerySchema,
  listeningStatsSchema,
} from './listening-stats.schema';

/** The asked period, or the Warsaw calendar month of `now` when none was asked. */
const periodOf = (query: ListeningStatsQuery, now: Date): { readonly from: string; readonly to: string } => {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  const month = warsawMonthOf(now);
  return { from: warsawDateOf(month.start), to: warsawDateOf(new Date(month.end.getTime() - 1)) };
};

/** `GET /me/listening-stats` (issue 5 "SavePlaybackTime feeds listening stats"): the viewer's own listening only. */
export const registerListeningStats = ({ api, registry, services }: ApiAreaContext, deps: LibraryDeps) =>
  registry.define(
    api,
    {
      operationId: 'getMyListeningStats',
      method: 'get',
      path: '/me/listening-stats',
      summary:
        "The viewer's listening between `from` and `to` (calendar days in Europe/Warsaw, both included, at most 366; both or neither, the current month by default): the total, the number of titles, the time per title (most listened first) and per day. Counted from the reported listening spans, each on the day it started.",
      tag: 'Playback',
      query: listeningStatsQuerySchema,
      responses: {
        200: { description: 'The listening stats', schema: listeningStatsSchema },
        400: {
          description: 'from/to INVALID or REQUIRED, to BEFORE_FROM or RANGE_TOO_LONG',
          schema: apiErrorSchema,
        },
        401: NOT_SIGNED_IN_RESPONSE,
      },
      cache: 'private',
    },
    async (c, { query, reply }) => {
      const viewer = requireViewer(c);
      const { from, to } = periodOf(query, services.now());
      const stats = await deps.listeningStats.over(viewer.userId, warsawDays(from, to));
      const titles = stats.titles.map((t) => ({ product_id: t.productId, title: t.title, ms: t.seconds * 1000 }));
      const body: ListeningStatsWire = {
        from,
        to,
        time_zone: MARKET_TIMEZONE,
        total_ms: titles.reduce((sum, t) => sum + t.ms, 0),
        title_count: titles.length,
        titles,
        days: stats.days.map((d) => ({ date: d.date, ms: d.seconds * 1000 })),
        _links: {
          self: { href: `${apiBase(c.get('market').locale)}/me/listening-stats?from=${from}&to=${to}` },
        },
      };
      return reply(body);
    },
  );
