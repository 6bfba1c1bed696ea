import { describe, expect, it } from 'vitest';
import { JoinClub } from '#application/club/join-club.use-case';
import { LoadClubWelcome } from '#application/club/load-club-welcome.use-case';
import { InMemoryClubGateway } from '#test/support/fakes/in-memory-club-gateway';

const UNTIL = '2026-12-27T10:00:00.000Z';

describe('JoinClub (spec §1 club, issue 22)', () => {
  it.each(['pl', 'cz', 'de', 'lt', 'tr'] as const)('in %s orders one club month to pay', async (locale) => {
    const club = new InMemoryClubGateway();
    const joined = await new JoinClub({ club }).execute({ locale });
    expect(joined).toEqual({ ok: true, value: club.orders[0] });
    expect(club.orders).toHaveLength(1);
  });

  it.each(['sk', 'es', 'en'] as const)('in %s, without the club, orders nothing', async (locale) => {
    const club = new InMemoryClubGateway();
    expect(await new JoinClub({ club }).execute({ locale })).toEqual({
      ok: false,
      error: { code: 'CLUB.NOT_IN_MARKET' },
    });
    expect(club.orders).toEqual([]);
  });

  it('charges no one who already hears club titles, by their own period or a family’s', async () => {
    const own = InMemoryClubGateway.member(UNTIL);
    const family = new InMemoryClubGateway({ membership: { hasClub: true, familyRole: 'member', familyActive: true } });
    for (const club of [own, family]) {
      expect(await new JoinClub({ club }).execute({ locale: 'pl' })).toEqual({
        ok: false,
        error: { code: 'CLUB.ALREADY_MEMBER' },
      });
      expect(club.orders).toEqual([]);
    }
  });

  it('passes on a visitor, maintenance and a server that takes no payments', async () => {
    const join = (club: InMemoryClubGateway) => new JoinClub({ club }).execute({ locale: 'pl' });
    expect(await join(new InMemoryClubGateway({ signedIn: false }))).toEqual({
      ok: false,
      error: { code: 'AUTH.NOT_SIGNED_IN' },
    });
    expect(await join(new InMemoryClubGateway().failWith({ code: 'API.MAINTENANCE' }))).toEqual({
      ok: false,
      error: { code: 'API.MAINTENANCE' },
    });
    expect(await join(new InMemoryClubGateway().withoutPayments())).toEqual({
      ok: false,
      error: { code: 'CLUB.PAYMENT_UNAVAILABLE' },
    });
  });
});

describe('LoadClubWelcome (issue 22 club success pages)', () => {
  it('tells an own period’s end, a family’s club without one, and a club not active yet', async () => {
    const welcome = (club: InMemoryClubGateway) => new LoadClubWelcome({ club }).execute({ locale: 'pl' });
    expect(await welcome(InMemoryClubGateway.member(UNTIL))).toEqual({
      ok: true,
      value: { active: true, clubUntil: UNTIL },
    });
    const family = new InMemoryClubGateway({ membership: { hasClub: true, familyRole: 'member', familyActive: true } });
    expect(await welcome(family)).toEqual({ ok: true, value: { active: true, clubUntil: null } });
    expect(await welcome(new InMemoryClubGateway())).toEqual({ ok: true, value: { active: false } });
    expect(await welcome(new InMemoryClubGateway({ signedIn: false }))).toEqual({
      ok: false,
      error: { code: 'AUTH.NOT_SIGNED_IN' },
    });
  });
});
