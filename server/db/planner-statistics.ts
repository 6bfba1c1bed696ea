import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from './create-database';
import type { DatabaseSchema } from './schema';

/**
 * Gives the query planner fresh table statistics where they are missing or stale. Without them SQLite guesses, and
 * on a large catalogue it walked every product of a market to list one category (130 ms instead of a few).
 * `optimize` analyses only tables that need it, within a row budget, so it is cheap to call at every start.
 */
export const refreshPlannerStatistics = async (db: Kysely<DatabaseSchema>, kind: DatabaseKind): Promise<void> => {
  if (kind === 'sqlite') {
    await sql`pragma analysis_limit = 2000`.execute(db);
    // 0x10002: consider every table, not only those this connection has used.
    await sql`pragma optimize = 0x10002`.execute(db);
  } else {
    // PostgreSQL's autovacuum keeps statistics current; a bulk load is followed by an explicit ANALYZE instead.
    await sql`analyze`.execute(db);
  }
};
