import { describe, expect, it } from 'vitest';
import { CancelFamilyInvitation } from '#server/commerce/family/cancel-family-invitation.use-case';
import { clockAt, inMemoryCommerce } from '#test/support/server/commerce/in-memory-commerce';

const setUp = () => {
  const commerce = inMemoryCommerce();
  commerce.families.invitations.push(
    { id: 'i1', ownerId: 'owner', email: 'kid@example.test', status: 'accepted', tokenHash: null },
    { id: 'i2', ownerId: 'owner', email: 'next@example.test', status: 'pending', tokenHash: null },
  );
  const deps = { ...commerce, now: clockAt('2026-03-10T12:00:00.000Z') };
  return { commerce, cancel: new CancelFamilyInvitation(deps) };
};

describe('CancelFamilyInvitation', () => {
  it("withdraws the owner's open invitation; anyone else's, or one no longer open, is NOT_FOUND", async () => {
    const { commerce, cancel } = setUp();
    const notFound = { ok: false, error: { code: 'NOT_FOUND', what: 'Invitation' } };
    expect(await cancel.execute({ ownerId: 'stranger', invitationId: 'i2' })).toEqual(notFound);
    expect(await cancel.execute({ ownerId: 'owner', invitationId: 'i1' })).toEqual(notFound);
    expect(await cancel.execute({ ownerId: 'owner', invitationId: 'i2' })).toEqual({ ok: true, value: null });
    expect(commerce.families.invitations[1]?.status).toBe('removed');
    expect(await cancel.execute({ ownerId: 'owner', invitationId: 'i2' })).toEqual(notFound);
  });
});
