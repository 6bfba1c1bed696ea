import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type {
  EmailVerificationRepository,
  VerifiableAccount,
  VerifyOutcome,
} from './email-verification-repository.port';

const iso = (date: Date) => date.toISOString();

/** Verification links (stored as hashes) and the proof of an address they give, in `email_verification_tokens`. */
export class KyselyEmailVerificationRepository implements EmailVerificationRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  async account(userId: string): Promise<VerifiableAccount | null> {
    const row = await this.deps.db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ? { email: row.email, verified: row.email_verified_at !== null } : null;
  }

  async issue(input: { userId: string; email: string; tokenHash: string; expiresAt: Date }, now: Date): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('email_verification_tokens')
        .where('user_id', '=', input.userId)
        .where((eb) => eb.or([eb('expires_at', '<=', iso(now)), eb('used_at', 'is not', null)]))
        .execute();
      await trx
        .insertInto('email_verification_tokens')
        .values({
          token_hash: input.tokenHash,
          user_id: input.userId,
          email: input.email,
          created_at: iso(now),
          expires_at: iso(input.expiresAt),
          used_at: null,
        })
        .execute();
    });
  }

  async consume(tokenHash: string, now: Date): Promise<VerifyOutcome> {
    return this.deps.db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
      // Marked used only while unused and unexpired, so two clicks racing cannot both count.
      const spent = await trx
        .updateTable('email_verification_tokens')
        .set({ used_at: iso(now) })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', iso(now))
        .returning(['user_id', 'email'])
        .executeTakeFirst();
      if (!spent) {
        const row = await trx
          .selectFrom('email_verification_tokens')
          .select(['used_at'])
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst();
        return { kind: !row ? 'unknown' : row.used_at !== null ? 'used' : 'expired' };
      }
      const proved = await trx
        .updateTable('users')
        .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(iso(now))) }))
        .where('id', '=', spent.user_id)
        .where('email', '=', spent.email)
        .executeTakeFirst();
      await trx
        .deleteFrom('email_verification_tokens')
        .where('user_id', '=', spent.user_id)
        .where('token_hash', '!=', tokenHash)
        .execute();
      return Number(proved.numUpdatedRows) === 1 ? { kind: 'verified', userId: spent.user_id } : { kind: 'unknown' };
    });
  }
}
