import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { AcceptFamilyInvitation } from '#server/commerce/family/accept-family-invitation.use-case';
import { clockAt, inMemoryCommerce } from '#test/support/server/commerce/in-memory-commerce';

const setUp = () => {
  const commerce = inMemoryCommerce();
  commerce.families.accounts.set('owner', { email: 'owner@example.test', clubUntil: null });
  commerce.families.accounts.set('kid', { email: 'kid@example.test', clubUntil: null });
  commerce.families.accounts.set('other', { email: 'other@example.test', clubUntil: null });
  commerce.families.invitations.push({ id: 'i1', ownerId: 'owner', email: 'kid@example.test', status: 'pending' });
  const accept = new AcceptFamilyInvitation({ ...commerce, now: clockAt('2026-03-10T12:00:00.000Z') });
  const execute = (userId: string, invitationId = 'i1', market = MARKETS.pl) =>
    accept.execute({ userId, invitationId, market });
  return { commerce, execute };
};

describe('AcceptFamilyInvitation', () => {
  it('makes the invited account a member of the owner’s family', async () => {
    const { commerce, execute } = setUp();
    expect(await execute('kid')).toEqual({ ok: true, value: null });
    expect(commerce.families.members).toEqual([{ memberId: 'kid', ownerId: 'owner', invitationId: 'i1' }]);
    expect(commerce.families.invitations[0]?.status).toBe('accepted');
  });

  it('answers SHARING_NOT_AVAILABLE where the market has no family sharing', async () => {
    const { execute } = setUp();
    expect(await execute('kid', 'i1', MARKETS.lt)).toEqual({ ok: false, error: { code: 'SHARING_NOT_AVAILABLE' } });
  });

  it('answers NOT_FOUND for an invitation addressed to someone else, unknown, or already accepted', async () => {
    const { execute } = setUp();
    const notFound = { ok: false, error: { code: 'NOT_FOUND', what: 'Invitation' } };
    expect(await execute('other')).toEqual(notFound);
    expect(await execute('kid', 'nope')).toEqual(notFound);
    await execute('kid');
    expect(await execute('kid')).toEqual(notFound);
  });

  it('answers ALREADY_IN_FAMILY to a member of another family and to an owner of one, changing nothing', async () => {
    const { commerce, execute } = setUp();
    commerce.families.members.push({ memberId: 'kid', ownerId: 'someone', invitationId: 'i0' });
    expect(await execute('kid')).toEqual({ ok: false, error: { code: 'ALREADY_IN_FAMILY' } });
    commerce.families.members = [{ memberId: 'someone', ownerId: 'kid', invitationId: 'i0' }];
    expect(await execute('kid')).toEqual({ ok: false, error: { code: 'ALREADY_IN_FAMILY' } });
    expect(commerce.families.invitations[0]?.status).toBe('pending');
  });
});
