import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { AttemptKey, AttemptLimit, AttemptLimiter, AttemptLimiters } from './attempt-limiter.port';
import { retryAfterSecondsOf } from './attempt-window';

/** How often one process deletes the attempts that left their windows. */
const PRUNE_EVERY_MS = 60_000;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The half of a grouped key's hash that every key of the group shares (never the start of a plain key's hash). */
const groupHashOf = (group: string): string => sha256(`group\0${group}`).slice(0, 32);

/**
 * Keys are stored as SHA-256 hashes (the table holds no e-mail or address in clear), and a hash keeps no prefix of
 * its key, so a group could not be found by its keys' text. A grouped key is therefore hashed in two halves: 128 bits
 * of the group's hash, then 128 bits of the member's, so every key of a group starts with the same 32 hex digits and
 * one prefix delete forgets them all. 128 bits a half keeps collisions between groups or members out of reach, and
 * the halves are hashed with a label a plain key never starts with (the keys limiters count hold no NUL).
 */
const hashOf = (key: AttemptKey): string =>
  typeof key === 'string' ? sha256(key) : `${groupHashOf(key.group)}${sha256(`member\0${key.member}`).slice(0, 32)}`;

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
    const where = (key: AttemptKey) =>
      db.selectFrom('throttle_attempts').where('scope', '=', scope).where('key_hash', '=', hashOf(key));
    const recent = async (key: AttemptKey, now: Date) => {
      const rows = await where(key)
        .select(['attempted_at', 'attempts'])
        .where('attempted_at', '>', new Date(now.getTime() - rule.windowMs).toISOString())
        .where('attempted_at', '<=', now.toISOString())
        .orderBy('attempted_at', 'desc')
        // Each row holds at least one attempt, so the newest `limit` rows decide.
        .limit(rule.limit)
        .execute();
      return rows.map((r) => ({ at: Date.parse(r.attempted_at), attempts: Number(r.attempts) }));
    };
    return {
      rule,
      recent,
      retryAfterSeconds: async (key, now) => retryAfterSecondsOf(await recent(key, now), rule, now.getTime()),
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
      resetGroup: async (group) => {
        // Hex digits hold no LIKE wildcard; the scope narrows the primary key's range, and the table keeps one window.
        await db
          .deleteFrom('throttle_attempts')
          .where('scope', '=', scope)
          .where('key_hash', 'like', `${groupHashOf(group)}%`)
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
