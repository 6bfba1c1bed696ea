import { describe, expect, it } from 'vitest';
import { AcceptFamilyInvitation } from '#application/family/accept-family-invitation.use-case';
import { CancelFamilyInvitation } from '#application/family/cancel-family-invitation.use-case';
import { InviteFamilyMember } from '#application/family/invite-family-member.use-case';
import { LeaveFamily } from '#application/family/leave-family.use-case';
import { LoadFamilySharing } from '#application/family/load-family-sharing.use-case';
import { RemoveFamilyMember } from '#application/family/remove-family-member.use-case';
import { InMemoryAccountGateway } from '#test/support/fakes/in-memory-account-gateway';
import { InMemoryClubGateway } from '#test/support/fakes/in-memory-club-gateway';
import { InMemoryFamilyGateway } from '#test/support/fakes/in-memory-family-gateway';

const OWNER = 'owner@example.test';
const UNTIL = '2026-12-20T10:00:00.000Z';

const load = (family: InMemoryFamilyGateway, club: InMemoryClubGateway, locale: 'pl' | 'lt' | 'sk' = 'pl') =>
  new LoadFamilySharing({ family, club }).execute({ locale });

describe('LoadFamilySharing', () => {
  it.each(['lt', 'sk'] as const)('tells that %s has no family sharing, without asking the API', async (locale) => {
    const family = new InMemoryFamilyGateway().failWith({ code: 'FAMILY.UNAVAILABLE' });
    expect(await load(family, new InMemoryClubGateway(), locale)).toEqual({
      ok: true,
      value: { kind: 'off-in-market' },
    });
  });

  it('lets a club member manage an empty family', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: OWNER });
    expect(await load(family, InMemoryClubGateway.member(UNTIL))).toEqual({
      ok: true,
      value: { kind: 'owner', canInvite: true, maxMembers: 5, members: [], invitations: [] },
    });
  });

  it('tells a listener without the club that sharing needs it, with the invitations addressed to them', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: OWNER });
    await new InviteFamilyMember({ family }).execute({ locale: 'pl', email: 'kid@example.test' });
    const sharing = await load(family.as('kid@example.test'), new InMemoryClubGateway());
    expect(sharing).toMatchObject({ ok: true, value: { kind: 'club-required', received: [{ ownerEmail: OWNER }] } });
  });

  it('shows a member whose club they share, once they accepted the mailed link', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: OWNER });
    await new InviteFamilyMember({ family }).execute({ locale: 'pl', email: 'Kid@Example.test ' });
    const kid = family.as('kid@example.test');
    expect(
      await new AcceptFamilyInvitation({ family: kid }).execute({
        locale: 'pl',
        token: family.tokenFor('kid@example.test'),
      }),
    ).toEqual({ ok: true, value: undefined });
    expect(await load(kid, new InMemoryClubGateway())).toMatchObject({
      ok: true,
      value: { kind: 'member', ownerEmail: OWNER },
    });
  });

  it('keeps an owner whose club ended managing the family, without inviting', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: OWNER });
    await new InviteFamilyMember({ family }).execute({ locale: 'pl', email: 'kid@example.test' });
    const sharing = await load(family, new InMemoryClubGateway());
    expect(sharing).toMatchObject({ ok: true, value: { kind: 'owner', canInvite: false } });
  });

  it('passes on a session that ended, whichever read meets it', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: OWNER });
    const signedOut = new InMemoryClubGateway({ signedIn: false });
    expect(await load(family, signedOut)).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    const broken = new InMemoryClubGateway().failWith({ code: 'CLUB.UNAVAILABLE' });
    expect(await load(family, broken)).toEqual({ ok: false, error: { code: 'FAMILY.UNAVAILABLE' } });
  });
});

describe('the family commands', () => {
  it('refuses a blank address before asking', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: OWNER });
    expect(await new InviteFamilyMember({ family }).execute({ locale: 'pl', email: '   ' })).toEqual({
      ok: false,
      error: { code: 'FAMILY.INVALID_EMAIL' },
    });
    expect(family.state.invitations).toEqual([]);
  });

  it('withdraws an invitation and removes a member', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: OWNER });
    const invite = new InviteFamilyMember({ family });
    await invite.execute({ locale: 'pl', email: 'gone@example.test' });
    await invite.execute({ locale: 'pl', email: 'kid@example.test' });
    await new AcceptFamilyInvitation({ family: family.as('kid@example.test') }).execute({
      locale: 'pl',
      token: family.tokenFor('kid@example.test'),
    });
    const [withdrawn] = family.state.invitations;
    const [member] = family.state.members;
    expect(
      await new CancelFamilyInvitation({ family }).execute({ locale: 'pl', invitationId: withdrawn?.id ?? '' }),
    ).toEqual({ ok: true, value: undefined });
    expect(await new RemoveFamilyMember({ family }).execute({ locale: 'pl', userId: member?.userId ?? '' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await load(family, InMemoryClubGateway.member(UNTIL))).toMatchObject({
      ok: true,
      value: { members: [], invitations: [] },
    });
  });

  it('lets a member leave the family they belong to, after which they have none', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: OWNER });
    await new InviteFamilyMember({ family }).execute({ locale: 'pl', email: 'kid@example.test' });
    const kid = family.as('kid@example.test');
    await new AcceptFamilyInvitation({ family: kid }).execute({
      locale: 'pl',
      token: family.tokenFor('kid@example.test'),
    });
    const account = new InMemoryAccountGateway().signedInAs('kid@example.test', 'a password');
    expect(await new LeaveFamily({ family: kid, account }).execute({ locale: 'pl' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(family.state.members).toEqual([]);
    expect(await load(kid, new InMemoryClubGateway())).toMatchObject({ ok: true, value: { kind: 'club-required' } });
  });

  it('passes on a session that ended, and tells any other failure to know who leaves as unavailable', async () => {
    const family = new InMemoryFamilyGateway({ ownerEmail: OWNER });
    const signedOut = new InMemoryAccountGateway();
    expect(await new LeaveFamily({ family, account: signedOut }).execute({ locale: 'pl' })).toEqual({
      ok: false,
      error: { code: 'AUTH.NOT_SIGNED_IN' },
    });
    const broken = { account: async () => ({ ok: false, error: { code: 'ACCOUNT.UNAVAILABLE' } }) as const };
    expect(await new LeaveFamily({ family, account: broken }).execute({ locale: 'pl' })).toEqual({
      ok: false,
      error: { code: 'FAMILY.UNAVAILABLE' },
    });
  });
});
