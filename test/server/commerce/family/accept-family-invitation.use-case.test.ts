import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { tokenHash } from '#server/accounts/session/token';
import { AcceptFamilyInvitation } from '#server/commerce/family/accept-family-invitation.use-case';
import { clockAt, inMemoryCommerce } from '#test/support/server/commerce/in-memory-commerce';

const NOW = '2026-03-10T12:00:00.000Z';
/** The secret the invitation mail's link carries, and one no mail carried. */
const LINK = 'invitation-link-secret-00000000000000000000';
const UNKNOWN = 'unknown-link-secret-0000000000000000000000';

const setUp = () => {
  const commerce = inMemoryCommerce();
  commerce.families.accounts.set('owner', { email: 'owner@example.test', clubUntil: null });
  commerce.families.accounts.set('kid', { email: 'kid@example.test', clubUntil: null });
  commerce.families.accounts.set('other', { email: 'other@example.test', clubUntil: null });
  commerce.families.invitations.push({
    id: 'i1',
    ownerId: 'owner',
    email: 'kid@example.test',
    status: 'pending',
    tokenHash: tokenHash(LINK),
  });
  const accept = new AcceptFamilyInvitation({ ...commerce, now: clockAt(NOW) });
  const execute = (userId: string, token = LINK, market = MARKETS.pl) => accept.execute({ userId, token, market });
  return { commerce, execute };
};

describe('AcceptFamilyInvitation', () => {
  it('makes the invited account a member through the mailed link, which also proves its address', async () => {
    const { commerce, execute } = setUp();
    expect(await execute('kid')).toEqual({ ok: true, value: null });
    expect(commerce.families.members).toEqual([{ memberId: 'kid', ownerId: 'owner', invitationId: 'i1' }]);
    expect(commerce.families.invitations[0]?.status).toBe('accepted');
    expect(commerce.families.accounts.get('kid')?.verifiedAt).toBe(NOW);
  });

  it('refuses the account holding the invited address without the link: NOT_FOUND for any other token', async () => {
    const { commerce, execute } = setUp();
    // Whoever registered the address first holds the account, not the mailbox: the account is not proof enough.
    commerce.families.accounts.set('kid', { email: 'kid@example.test', clubUntil: null, verifiedAt: NOW });
    expect(await execute('kid', UNKNOWN)).toEqual({ ok: false, error: { code: 'NOT_FOUND', what: 'Invitation' } });
    expect(commerce.families.members).toEqual([]);
    expect(commerce.families.invitations[0]?.status).toBe('pending');
  });

  it('answers INVITATION_FOR_ANOTHER_ADDRESS to anyone else holding the link, the owner too', async () => {
    const { commerce, execute } = setUp();
    for (const userId of ['other', 'owner'])
      expect(await execute(userId)).toEqual({ ok: false, error: { code: 'INVITATION_FOR_ANOTHER_ADDRESS' } });
    expect(commerce.families.members).toEqual([]);
    expect(commerce.families.accounts.get('other')?.verifiedAt).toBeUndefined();
  });

  it('answers INVITATION_CLOSED once the link was used, or the invitation withdrawn', async () => {
    const { commerce, execute } = setUp();
    await execute('kid');
    expect(await execute('kid')).toEqual({ ok: false, error: { code: 'INVITATION_CLOSED' } });
    commerce.families.invitations = commerce.families.invitations.map((i) => ({ ...i, status: 'removed' as const }));
    expect(await execute('kid')).toEqual({ ok: false, error: { code: 'INVITATION_CLOSED' } });
  });

  it('answers SHARING_NOT_AVAILABLE where the market has no family sharing', async () => {
    const { execute } = setUp();
    expect(await execute('kid', LINK, MARKETS.lt)).toEqual({ ok: false, error: { code: 'SHARING_NOT_AVAILABLE' } });
  });

  it('answers ALREADY_IN_FAMILY to a member of another family and to an owner of one, changing nothing', async () => {
    const { commerce, execute } = setUp();
    commerce.families.members.push({ memberId: 'kid', ownerId: 'someone', invitationId: 'i0' });
    expect(await execute('kid')).toEqual({ ok: false, error: { code: 'ALREADY_IN_FAMILY' } });
    commerce.families.members = [{ memberId: 'someone', ownerId: 'kid', invitationId: 'i0' }];
    expect(await execute('kid')).toEqual({ ok: false, error: { code: 'ALREADY_IN_FAMILY' } });
    expect(commerce.families.invitations[0]?.status).toBe('pending');
    expect(commerce.families.accounts.get('kid')?.verifiedAt).toBeUndefined();
  });
});
