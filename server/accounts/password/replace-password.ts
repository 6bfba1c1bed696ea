import type { Kysely } from 'kysely';
import { KyselySessionStore } from '../session/kysely-session-store';
import type { DatabaseSchema } from '../../db/schema';

/** Why the account's other sessions ended when its owner changed the password (`sessions.revoked_reason`). */
export const PASSWORD_CHANGE_REVOCATION = 'password-change';

export interface PasswordReplacement {
  readonly userId: string;
  /** The hash the current password was verified against: the write happens only while it is still stored. */
  readonly verifiedHash: string;
  readonly newHash: string;
  /** The session the change came from; it stays signed in. */
  readonly keptSessionId: string;
  readonly now: Date;
}

/**
 * Stores the new hash and ends every other live session of the account, all or nothing (quality bar "Sessions":
 * password change revokes server-side). Null when the stored hash changed after it was verified (a racing reset or
 * change), so a stale proof never overwrites a newer password; else how many sessions ended.
 */
export const replacePassword = (
  db: Kysely<DatabaseSchema>,
  change: PasswordReplacement,
): Promise<{ readonly sessionsRevoked: number } | null> =>
  db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: change.newHash })
      .where('id', '=', change.userId)
      .where('password_hash', '=', change.verifiedHash)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    const sessionsRevoked = await new KyselySessionStore({ db: trx }).revokeAllExcept(
      change.userId,
      change.keptSessionId,
      PASSWORD_CHANGE_REVOCATION,
      change.now,
    );
    return { sessionsRevoked };
  });
