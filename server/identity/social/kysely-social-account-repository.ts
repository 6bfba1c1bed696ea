import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { KyselySessionStore } from '../../accounts/session/kysely-session-store';
import type { DatabaseSchema } from '../../db/schema';
import type { SocialProvider } from '../../db/tables/identity.tables';
import type { VerifiedIdentity } from './id-token-verifier.port';
import {
  type NewSocialAccount,
  type SocialAccountOutcome,
  type SocialAccountRepository,
  UNVERIFIED_ACCOUNT_CLAIMED,
} from './social-account-repository.port';

const iso = (date: Date) => date.toISOString();

/** Links Google and Apple accounts to ours (`social_identities`), making an account when the address has none. */
export class KyselySocialAccountRepository implements SocialAccountRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  /**
   * The account of a provider identity: the one already linked, else the one with the verified address (linked
   * now), else a new one without a password when `create` is given. One transaction, so a link and its account
   * appear together.
   *
   * Pre-account hijacking: anyone could have signed up with this address and a password of their choosing before
   * its owner arrived. So when the address of the account found by e-mail was never proved (no earlier provider
   * link, no completed password reset), linking ends every session of the account and removes its password; the
   * owner can set one later through a password reset, which only the mailbox's owner can complete.
   */
  async resolve(
    provider: SocialProvider,
    identity: VerifiedIdentity,
    create: NewSocialAccount | null,
    now: Date,
  ): Promise<SocialAccountOutcome> {
    return this.deps.db.transaction().execute(async (trx): Promise<SocialAccountOutcome> => {
      const linked = await trx
        .selectFrom('social_identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', identity.subject)
        .executeTakeFirst();
      if (linked) return { kind: 'existing', userId: linked.user_id, claimed: null };

      const link = (userId: string) =>
        trx
          .insertInto('social_identities')
          .values({ provider, subject: identity.subject, user_id: userId, email: identity.email, created_at: iso(now) })
          .execute();

      const byEmail = await trx
        .selectFrom('users')
        .select(['id', 'email_verified_at'])
        .where('email', '=', identity.email)
        .executeTakeFirst();
      if (byEmail) {
        await link(byEmail.id);
        if (byEmail.email_verified_at !== null) return { kind: 'existing', userId: byEmail.id, claimed: null };
        await trx
          .updateTable('users')
          .set({ password_hash: null, email_verified_at: iso(now) })
          .where('id', '=', byEmail.id)
          .execute();
        const sessionsRevoked = await new KyselySessionStore({ db: trx }).revokeAll(
          byEmail.id,
          UNVERIFIED_ACCOUNT_CLAIMED,
          now,
        );
        return { kind: 'existing', userId: byEmail.id, claimed: { sessionsRevoked } };
      }
      if (!create) return { kind: 'absent' };

      const userId = randomUUID();
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: identity.email,
          password_hash: null,
          catalog_id: create.catalogId,
          marketing_consent: create.marketingConsent ? 1 : 0,
          newsletter: 0,
          tracking_id: randomUUID(),
          club_until: null,
          created_at: iso(now),
          // The provider vouched for the address.
          email_verified_at: iso(now),
        })
        .execute();
      await link(userId);
      return { kind: 'created', userId };
    });
  }
}
