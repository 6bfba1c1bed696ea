import type { Kysely } from 'kysely';
import { KyselySessionStore } from '../../accounts/session/kysely-session-store';
import type { DatabaseSchema } from '../../db/schema';
import {
  type ConsumeOutcome,
  PASSWORD_RESET_REVOCATION,
  type PasswordResetRepository,
  type ResetTokenState,
} from './password-reset-repository.port';

const iso = (date: Date) => date.toISOString();

/** Password-reset tokens (stored as hashes) and the password change they allow. */
export class KyselyPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  /** The account an address belongs to (the address already canonical), or null. */
  async accountByEmail(email: string): Promise<{ readonly id: string; readonly email: string } | null> {
    const row = await this.deps.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', email)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Stores a new token for the user and forgets the user's tokens that can no longer be used. */
  async issue(input: { userId: string; tokenHash: string; expiresAt: Date }, now: Date): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('password_reset_tokens')
        .where('user_id', '=', input.userId)
        .where((eb) => eb.or([eb('expires_at', '<=', iso(now)), eb('used_at', 'is not', null)]))
        .execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({
          token_hash: input.tokenHash,
          user_id: input.userId,
          created_at: iso(now),
          expires_at: iso(input.expiresAt),
          used_at: null,
        })
        .execute();
    });
  }

  async find(tokenHash: string): Promise<ResetTokenState | null> {
    const row = await this.deps.db
      .selectFrom('password_reset_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.user_id', 'u.email', 't.expires_at', 't.used_at'])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? { userId: row.user_id, email: row.email, expiresAt: row.expires_at, usedAt: row.used_at } : null;
  }

  /**
   * Spends a token on a new password hash, all or nothing: the token is marked used (only if it still was unused
   * and unexpired, so two racing resets cannot both win), the address counts as verified, the user's other reset
   * tokens are deleted and every live session of the user is revoked (their count is answered for the security log).
   */
  async consume(tokenHash: string, passwordHash: string, now: Date): Promise<ConsumeOutcome> {
    return this.deps.db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: iso(now) })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', iso(now))
        .returning('user_id')
        .executeTakeFirst();
      if (!spent) {
        const row = await trx
          .selectFrom('password_reset_tokens')
          .select(['used_at'])
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst();
        return { kind: !row ? 'unknown' : row.used_at !== null ? 'used' : 'expired' };
      }
      // Following the mailed link proves the address, which a later Google or Apple link then relies on.
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(iso(now))),
        }))
        .where('id', '=', spent.user_id)
        .execute();
      await trx
        .deleteFrom('password_reset_tokens')
        .where('user_id', '=', spent.user_id)
        .where('token_hash', '!=', tokenHash)
        .execute();
      const sessionsRevoked = await new KyselySessionStore({ db: trx }).revokeAll(
        spent.user_id,
        PASSWORD_RESET_REVOCATION,
        now,
      );
      return { kind: 'changed', userId: spent.user_id, sessionsRevoked };
    });
  }
}
