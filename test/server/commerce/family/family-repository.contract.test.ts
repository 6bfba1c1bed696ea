import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenHash } from '#server/accounts/session/token';
import type { FamilyRepository } from '#server/commerce/family/family-repository.port';
import { KyselyFamilyRepository } from '#server/commerce/family/kysely-family-repository';
import { InMemoryFamilies } from '#test/support/server/commerce/in-memory-commerce';
import {
  addPlCatalogue,
  addUnprovedAccount,
  type ContractStore,
  databaseStores,
  fakeStore,
  openedForSuite,
} from '#test/support/server/contract-stores';

const NOW = new Date('2026-03-10T12:00:00.000Z');

interface Opened {
  readonly families: FamilyRepository;
  /** Writes an account with an unproved address. */
  addAccount(id: string, email: string): Promise<void>;
  /** Writes an open invitation as it was before invitation mails carried a link. */
  addUnlinkedInvitation(ownerId: string, email: string): Promise<string>;
}

const STORES: readonly ContractStore<Opened>[] = [
  fakeStore(() => {
    const families = new InMemoryFamilies();
    return {
      families,
      addAccount: (id: string, email: string) =>
        Promise.resolve(void families.accounts.set(id, { email, clubUntil: null })),
      addUnlinkedInvitation: (ownerId: string, email: string) => {
        const id = randomUUID();
        families.invitations.push({ id, ownerId, email, status: 'pending', tokenHash: null });
        return Promise.resolve(id);
      },
    };
  }),
  ...databaseStores(async (db) => {
    await addPlCatalogue(db);
    return {
      families: new KyselyFamilyRepository({ db }),
      addAccount: (id: string, email: string) => addUnprovedAccount(db, id, email, NOW),
      addUnlinkedInvitation: async (ownerId: string, email: string) => {
        const id = randomUUID();
        await db
          .insertInto('family_invitations')
          .values({ id, owner_id: ownerId, email, status: 'pending', invited_at: NOW.toISOString() })
          .execute();
        return id;
      },
    };
  }),
];

for (const store of STORES) {
  describe.skipIf(!store.available)(`family invitation links over ${store.name}`, () => {
    const opened = openedForSuite(store);

    const account = async (label: string) => {
      const id = randomUUID();
      const email = `${label}-${id.slice(0, 8)}@example.test`;
      await opened().addAccount(id, email);
      return { id, email };
    };

    it('finds an invitation by its mailed link only, in whatever state it is', async () => {
      const owner = await account('owner');
      const link = tokenHash(randomUUID());
      const id = await opened().families.invite(owner.id, 'kid@example.test', link, NOW);
      expect(await opened().families.invitationByLink(link)).toEqual({
        id,
        ownerId: owner.id,
        email: 'kid@example.test',
        status: 'pending',
      });
      expect(await opened().families.invitationByLink(tokenHash('never mailed'))).toBeNull();
      expect(await opened().families.seatOf(owner.id, 'kid@example.test')).toEqual({
        id,
        status: 'pending',
        linked: true,
      });
      expect(await opened().families.markAccepted(id, NOW)).toBe(true);
      expect(await opened().families.invitationByLink(link)).toMatchObject({ id, status: 'accepted' });

      const withdrawn = tokenHash(randomUUID());
      const other = await opened().families.invite(owner.id, 'other@example.test', withdrawn, NOW);
      expect(await opened().families.withdrawInvitation(owner.id, other, NOW)).toBe(true);
      expect(await opened().families.invitationByLink(withdrawn)).toMatchObject({ id: other, status: 'removed' });
    });

    it('gives an open invitation written before links its link, and never replaces a link', async () => {
      const owner = await account('owner');
      const id = (await opened().addUnlinkedInvitation(owner.id, 'old@example.test')) ?? '';
      expect(await opened().families.seatOf(owner.id, 'old@example.test')).toEqual({
        id,
        status: 'pending',
        linked: false,
      });
      const [first, second] = [tokenHash(randomUUID()), tokenHash(randomUUID())];
      await opened().families.linkInvitation(id, first);
      await opened().families.linkInvitation(id, second);
      expect(await opened().families.seatOf(owner.id, 'old@example.test')).toEqual({
        id,
        status: 'pending',
        linked: true,
      });
      expect(await opened().families.invitationByLink(first)).toMatchObject({ id });
      expect(await opened().families.invitationByLink(second)).toBeNull();
    });

    it('lists invitations addressed to an account only once it proved its address, and only that address', async () => {
      const owner = await account('owner');
      const kid = await account('kid');
      const id = await opened().families.invite(owner.id, kid.email, tokenHash(randomUUID()), NOW);
      // Whoever registered the address first learns nothing of who invited it.
      expect((await opened().families.view(kid.id)).received).toEqual([]);
      await opened().families.proveAddress(kid.id, 'another@example.test', NOW);
      expect((await opened().families.view(kid.id)).received).toEqual([]);
      await opened().families.proveAddress(kid.id, kid.email, NOW);
      expect((await opened().families.view(kid.id)).received).toEqual([
        expect.objectContaining({ id, ownerEmail: owner.email }),
      ]);
    });
  });
}
