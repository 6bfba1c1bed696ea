import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { AttemptLimit, AttemptLimiter, AttemptLimiters } from './attempt-limiter.port';
import { retryAfterSecondsOf } from './attempt-window';

/** How often one process deletes the attempts that left their windows. */
const PRUNE_EVERY_MS = 60_000;

const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * Limiters counting in `throttle_attempts`, on SQLite or PostgreSQL alike: every process on the database counts
 * together. A record is one upsert (attempts of the same instant add up in one row), so concurrent processes never
 * lose an attempt; a check reads the newest attempts of the window.
 */
export class KyselyAttemptLimiters implements AttemptLimiters {
  readonly #db: Kysely<DatabaseSchema>;
  #prunedAt = Number.NEGATIVE_INFINITY;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  limiter(scope: string, rule: AttemptLimit): AttemptLimiter {
    const db = this.#db;
    const where = (key: string) =>
      db.selectFrom('throttle_attempts').where('scope', '=', scope).where('key_hash', '=', hashOf(key));
    return {
      rule,
      retryAfterSeconds: async (key, now) => {
        const rows = await where(key)
          .select(['attempted_at', 'attempts'])
          .where('attempted_at', '>', new Date(now.getTime() - rule.windowMs).toISOString())
          .where('attempted_at', '<=', now.toISOString())
          .orderBy('attempted_at', 'desc')
          // Each row holds at least one attempt, so the newest `limit` rows decide.
          .limit(rule.limit)
          .execute();
        const newestFirst = rows.map((r) => ({ at: Date.parse(r.attempted_at), attempts: Number(r.attempts) }));
        return retryAfterSecondsOf(newestFirst, rule, now.getTime());
      },
      record: async (key, now) => {
        await this.#pruneIfDue(now);
        await db
          .insertInto('throttle_attempts')
          .values({
            scope,
            key_hash: hashOf(key),
            attempted_at: now.toISOString(),
            attempts: 1,
            expires_at: new Date(now.getTime() + rule.windowMs).toISOString(),
          })
          .onConflict((oc) =>
            oc
              .columns(['scope', 'key_hash', 'attempted_at'])
              .doUpdateSet((eb) => ({ attempts: eb('throttle_attempts.attempts', '+', 1) })),
          )
          .execute();
      },
      reset: async (key) => {
        await db
          .deleteFrom('throttle_attempts')
          .where('scope', '=', scope)
          .where('key_hash', '=', hashOf(key))
          .execute();
      },
    };
  }

  async #pruneIfDue(now: Date) {
    if (now.getTime() - this.#prunedAt < PRUNE_EVERY_MS) return;
    this.#prunedAt = now.getTime();
    await this.#db.deleteFrom('throttle_attempts').where('expires_at', '<=', now.toISOString()).execute();
  }
}
