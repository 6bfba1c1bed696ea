import { describe, expect, it } from 'vitest';
import { CancelClub } from '#application/club/cancel-club.use-case';
import { LoadManagePlan } from '#application/club/load-manage-plan.use-case';
import { FAKE_REASONS, InMemoryClubGateway } from '#test/support/fakes/in-memory-club-gateway';

const UNTIL = '2026-12-20T10:00:00.000Z';

describe('LoadManagePlan', () => {
  it("shows a member's plan at the market's club price, its renewal and the reasons to leave", async () => {
    const club = InMemoryClubGateway.member(UNTIL);
    expect(await new LoadManagePlan({ club }).execute({ locale: 'pl' })).toEqual({
      ok: true,
      value: { kind: 'member', clubUntil: UNTIL, price: 3990, currency: 'PLN', reasons: FAKE_REASONS },
    });
    const czech = await new LoadManagePlan({ club }).execute({ locale: 'cz' });
    expect(czech.ok && czech.value.kind === 'member' && [czech.value.price, czech.value.currency]).toEqual([
      24900,
      'CZK',
    ]);
  });

  it('shows a cancelled club until its end, and a family member whose club they share', async () => {
    const cancelled = new InMemoryClubGateway({
      membership: { hasClub: true, active: true, clubUntil: UNTIL, renews: false, cancelledAt: UNTIL },
    });
    expect(await new LoadManagePlan({ club: cancelled }).execute({ locale: 'de' })).toEqual({
      ok: true,
      value: { kind: 'cancelled', clubUntil: UNTIL },
    });
    const shared = new InMemoryClubGateway({
      membership: { hasClub: true, familyRole: 'member', familyActive: true, familyOwnerEmail: 'owner@example.test' },
    });
    expect(await new LoadManagePlan({ club: shared }).execute({ locale: 'pl' })).toEqual({
      ok: true,
      value: { kind: 'shared', ownerEmail: 'owner@example.test' },
    });
  });

  it('shows a listener without the club that they are no member', async () => {
    expect(await new LoadManagePlan({ club: new InMemoryClubGateway() }).execute({ locale: 'lt' })).toEqual({
      ok: true,
      value: { kind: 'not-member' },
    });
  });

  it.each(['sk', 'es'] as const)('answers that %s has no club, without asking the API', async (locale) => {
    const club = new InMemoryClubGateway().failWith({ code: 'CLUB.UNAVAILABLE' });
    expect(await new LoadManagePlan({ club }).execute({ locale })).toEqual({ ok: true, value: { kind: 'no-club' } });
  });

  it('passes on a session that ended', async () => {
    const club = new InMemoryClubGateway({ signedIn: false });
    expect(await new LoadManagePlan({ club }).execute({ locale: 'pl' })).toEqual({
      ok: false,
      error: { code: 'AUTH.NOT_SIGNED_IN' },
    });
  });
});

describe('CancelClub', () => {
  it('cancels with the reason picked, the club lasting until its end', async () => {
    const club = InMemoryClubGateway.member(UNTIL);
    expect(await new CancelClub({ club }).execute({ locale: 'pl', reasonId: 'too-expensive' })).toEqual({
      ok: true,
      value: { clubUntil: UNTIL },
    });
    expect(club.cancelledWith).toEqual(['too-expensive']);
  });

  it('refuses no reason before asking', async () => {
    const club = InMemoryClubGateway.member(UNTIL);
    expect(await new CancelClub({ club }).execute({ locale: 'pl', reasonId: ' ' })).toEqual({
      ok: false,
      error: { code: 'CLUB.UNKNOWN_REASON' },
    });
    expect(club.cancelledWith).toEqual([]);
  });
});
