import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenHash } from '#server/accounts/session/token';
import type { EmailVerificationRepository } from '#server/identity/email-verification/email-verification-repository.port';
import { KyselyEmailVerificationRepository } from '#server/identity/email-verification/kysely-email-verification-repository';
import {
  addPlCatalogue,
  addUnprovedAccount,
  type ContractStore,
  databaseStores,
  fakeStore,
  openedForSuite,
} from '#test/support/server/contract-stores';
import { InMemoryEmailVerifications } from '#test/support/server/identity/in-memory-email-verifications';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

interface Opened {
  readonly repository: EmailVerificationRepository;
  /** Writes an account with an unproved address. */
  addAccount(id: string, email: string): Promise<void>;
}

const STORES: readonly ContractStore<Opened>[] = [
  fakeStore(() => {
    const repository = new InMemoryEmailVerifications();
    return { repository, addAccount: (id: string, email: string) => Promise.resolve(repository.addAccount(id, email)) };
  }),
  ...databaseStores(async (db) => {
    await addPlCatalogue(db);
    return {
      repository: new KyselyEmailVerificationRepository({ db }),
      addAccount: (id: string, email: string) => addUnprovedAccount(db, id, email, NOW),
    };
  }),
];

for (const store of STORES) {
  describe.skipIf(!store.available)(`e-mail verification links over ${store.name}`, () => {
    const opened = openedForSuite(store);

    /** A fresh account with an unproved address. */
    const account = async () => {
      const id = randomUUID();
      const email = `listener-${id.slice(0, 8)}@example.test`;
      await opened().addAccount(id, email);
      return { id, email };
    };
    /** Stores a link for the account's address (or another) valid a day from NOW, and answers its secret. */
    const issue = async (user: { id: string; email: string }, email = user.email, at = NOW) => {
      const secret = randomUUID();
      await opened().repository.issue(
        { userId: user.id, email, tokenHash: tokenHash(secret), expiresAt: new Date(at.getTime() + DAY_MS) },
        at,
      );
      return tokenHash(secret);
    };

    it('reads an account with its address unproved, and none for an unknown id', async () => {
      const user = await account();
      expect(await opened().repository.account(user.id)).toEqual({ email: user.email, verified: false });
      expect(await opened().repository.account(randomUUID())).toBeNull();
    });

    it('proves the address with a link once, within its day', async () => {
      const user = await account();
      const link = await issue(user);
      expect(await opened().repository.consume(link, later(DAY_MS - 1000))).toEqual({
        kind: 'verified',
        userId: user.id,
      });
      expect(await opened().repository.account(user.id)).toEqual({ email: user.email, verified: true });
      expect(await opened().repository.consume(link, later(DAY_MS - 500))).toEqual({ kind: 'used' });
    });

    it('answers an expired link as expired and an unknown one as unknown, proving nothing', async () => {
      const user = await account();
      const link = await issue(user);
      expect(await opened().repository.consume(link, later(DAY_MS))).toEqual({ kind: 'expired' });
      expect(await opened().repository.consume(tokenHash('never mailed'), NOW)).toEqual({ kind: 'unknown' });
      expect(await opened().repository.account(user.id)).toEqual({ email: user.email, verified: false });
    });

    it("spends the user's other links with the one followed, and forgets spent links at the next mail", async () => {
      const user = await account();
      const [first, second] = [await issue(user), await issue(user)];
      expect((await opened().repository.consume(second, NOW)).kind).toBe('verified');
      expect(await opened().repository.consume(first, NOW)).toEqual({ kind: 'unknown' });
      await issue(user, user.email, later(1000));
      expect(await opened().repository.consume(second, later(2000))).toEqual({ kind: 'unknown' });
    });

    it('proves nothing with a link mailed to an address the account does not have', async () => {
      const user = await account();
      const link = await issue(user, 'someone-else@example.test');
      expect(await opened().repository.consume(link, NOW)).toEqual({ kind: 'unknown' });
      expect(await opened().repository.account(user.id)).toEqual({ email: user.email, verified: false });
    });

    it('lets only one of two clicks at once count', async () => {
      const user = await account();
      const link = await issue(user);
      const outcomes = await Promise.all([
        opened().repository.consume(link, NOW),
        opened().repository.consume(link, NOW),
      ]);
      expect(outcomes.map((o) => o.kind).sort()).toEqual(['used', 'verified']);
    });
  });
}
