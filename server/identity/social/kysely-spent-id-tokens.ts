import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { SocialProvider } from '../../db/tables/identity.tables';
import type { SpentIdTokens } from './spent-id-tokens.port';

/** How often one process deletes the tokens that expired. */
const PRUNE_EVERY_MS = 60_000;

/** Kept this long past their expiry, so that a process whose clock runs behind, still taking the token, finds it. */
const KEPT_PAST_EXPIRY_MS = 5 * 60_000;

const hashOf = (tokenId: string): string => createHash('sha256').update(tokenId).digest('hex');

/**
 * Spent id_tokens in `spent_id_tokens`, on SQLite or PostgreSQL alike: spending is one insert whose primary key
 * conflicts when the token was spent before, so processes racing with one token cannot both win.
 */
export class KyselySpentIdTokens implements SpentIdTokens {
  readonly #db: Kysely<DatabaseSchema>;
  #prunedAt = Number.NEGATIVE_INFINITY;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async spend(provider: SocialProvider, tokenId: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.#pruneIfDue(now);
    const inserted = await this.#db
      .insertInto('spent_id_tokens')
      .values({
        provider,
        token_hash: hashOf(tokenId),
        expires_at: expiresAt.toISOString(),
        spent_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['provider', 'token_hash']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async #pruneIfDue(now: Date) {
    if (now.getTime() - this.#prunedAt < PRUNE_EVERY_MS) return;
    this.#prunedAt = now.getTime();
    await this.#db
      .deleteFrom('spent_id_tokens')
      .where('expires_at', '<=', new Date(now.getTime() - KEPT_PAST_EXPIRY_MS).toISOString())
      .execute();
  }
}
