import { describe, expect, it } from 'vitest';
import { RemoveFamilyMember } from '#server/commerce/family/remove-family-member.use-case';
import { clockAt, inMemoryCommerce } from '#test/support/server/commerce/in-memory-commerce';

const setUp = () => {
  const commerce = inMemoryCommerce();
  commerce.families.invitations.push(
    { id: 'i1', ownerId: 'owner', email: 'kid@example.test', status: 'accepted', tokenHash: null },
    { id: 'i2', ownerId: 'owner', email: 'next@example.test', status: 'pending', tokenHash: null },
  );
  commerce.families.members.push({ memberId: 'kid', ownerId: 'owner', invitationId: 'i1' });
  const deps = { ...commerce, now: clockAt('2026-03-10T12:00:00.000Z') };
  return { commerce, remove: new RemoveFamilyMember(deps) };
};

describe('RemoveFamilyMember', () => {
  it('lets the owner remove a member, freeing the seat of the invitation they came by', async () => {
    const { commerce, remove } = setUp();
    expect(await remove.execute({ viewerId: 'owner', memberId: 'kid' })).toEqual({ ok: true, value: null });
    expect(commerce.families.members).toEqual([]);
    expect(commerce.families.invitations[0]?.status).toBe('removed');
  });

  it('lets a member leave by their own id', async () => {
    const { commerce, remove } = setUp();
    expect(await remove.execute({ viewerId: 'kid', memberId: 'kid' })).toEqual({ ok: true, value: null });
    expect(commerce.families.members).toEqual([]);
  });

  it('answers NOT_FOUND to anyone else', async () => {
    const { commerce, remove } = setUp();
    expect(await remove.execute({ viewerId: 'stranger', memberId: 'kid' })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', what: 'Family member' },
    });
    expect(commerce.families.members).toHaveLength(1);
  });
});
