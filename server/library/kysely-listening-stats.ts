import { type Kysely, sql } from 'kysely';
import type { WarsawDay } from '../accounts/warsaw-calendar';
import type { DatabaseSchema } from '../db/schema';
import type { DayListening, ListeningStats, ListeningStatsQueries } from './listening-stats.port';

/**
 * Listening statistics summed in SQL from the spans SavePlaybackTime recorded; every call is keyed by the user's id.
 * A span counts on the day it started, as the monthly playback limit counts it.
 */
export class KyselyListeningStats implements ListeningStatsQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** Per title and per day over consecutive Warsaw days (the period is their first start to their last end). */
  async over(userId: string, days: readonly WarsawDay[]): Promise<ListeningStats> {
    const first = days[0];
    const last = days.at(-1);
    if (!first || !last) return { titles: [], days: [] };
    const [titles, perDay] = await Promise.all([
      this.#db
        .selectFrom('listening_spans as s')
        .innerJoin('products as p', 'p.id', 's.audiobook_id')
        .select(['s.audiobook_id as productId', 'p.name as title', sql<string | number>`sum(s.seconds)`.as('seconds')])
        .where('s.user_id', '=', userId)
        .where('s.started_at', '>=', first.start.toISOString())
        .where('s.started_at', '<', last.end.toISOString())
        .groupBy(['s.audiobook_id', 'p.name'])
        .orderBy('seconds', 'desc')
        .orderBy('p.name')
        .orderBy('s.audiobook_id')
        .execute(),
      this.#perDay(userId, days),
    ]);
    return { titles: titles.map((t) => ({ ...t, seconds: Number(t.seconds) })), days: perDay };
  }

  // The day boundaries come as a VALUES table: DST makes Warsaw days 23 to 25 hours long, which neither database's
  // date functions know without time-zone data (SQLite has none), while comparing ISO strings works on both.
  async #perDay(userId: string, days: readonly WarsawDay[]): Promise<DayListening[]> {
    const rows = sql.join(days.map((d) => sql`(${d.date}, ${d.start.toISOString()}, ${d.end.toISOString()})`));
    const found = await this.#db
      .with(
        'days(date, starts_at, ends_at)',
        () => sql<{ date: string; starts_at: string; ends_at: string }>`(values ${rows})`,
      )
      .selectFrom('days as d')
      .innerJoin('listening_spans as s', (join) =>
        join.onRef('s.started_at', '>=', 'd.starts_at').onRef('s.started_at', '<', 'd.ends_at'),
      )
      .select(['d.date', sql<string | number>`sum(s.seconds)`.as('seconds')])
      .where('s.user_id', '=', userId)
      .groupBy('d.date')
      .orderBy('d.date')
      .execute();
    return found.map((d) => ({ date: d.date, seconds: Number(d.seconds) }));
  }
}
