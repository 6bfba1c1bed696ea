import { apiErrorSchema } from '#contract/api-error.schema';
import { MARKET_TIMEZONE } from '#domain/market/market';
import type { LibraryModule } from '#server/composition/library.module';
import { unwrap } from '../../error-status';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { apiBase } from '../hal';
import {
  type ListeningStatsWire,
  listeningStatsQuerySchema,
  listeningStatsSchema,
} from '#contract/listening-stats.schema';

/** `GET /me/listening-stats` (issue 5 "SavePlaybackTime feeds listening stats"): the viewer's own listening only. */
export const registerListeningStats = ({ api, registry }: ApiAreaContext, library: LibraryModule) =>
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
      // The schema lets both days through or neither.
      const period =
        query.from !== undefined && query.to !== undefined ? { from: query.from, to: query.to } : undefined;
      const stats = unwrap(await library.getListeningStats.execute({ userId: viewer.userId, period }));
      const { from, to } = stats;
      const body: ListeningStatsWire = {
        from,
        to,
        time_zone: MARKET_TIMEZONE,
        total_ms: stats.totalMs,
        title_count: stats.titles.length,
        titles: stats.titles.map((t) => ({ product_id: t.productId, title: t.title, ms: t.ms })),
        days: stats.days.map((d) => ({ date: d.date, ms: d.ms })),
        _links: {
          self: { href: `${apiBase(c.get('market').locale)}/me/listening-stats?from=${from}&to=${to}` },
        },
      };
      return reply(body);
    },
  );
