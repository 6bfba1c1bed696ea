import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { ClubFacts } from '#server/commerce/club/club-repository.port';
import { GetAccessSources } from '#server/commerce/club/get-access-sources.use-case';
import { clockAt, InMemoryClub } from '#test/support/server/commerce/in-memory-commerce';

const NOW = '2026-03-10T12:00:00.000Z';
const LATER = '2026-04-10T12:00:00.000Z';
const EARLIER = '2026-02-10T12:00:00.000Z';

const sourcesFor = async (facts: Partial<ClubFacts>, locale: keyof typeof MARKETS = 'pl') => {
  const club = new InMemoryClub();
  const all: ClubFacts = {
    clubUntil: null,
    cancelledAt: null,
    oneOffPurchases: 0,
    asMember: null,
    members: 0,
    ...facts,
  };
  club.facts = () => Promise.resolve(all);
  const result = await new GetAccessSources({ club, now: clockAt(NOW) }).execute({
    userId: 'u1',
    market: MARKETS[locale],
  });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

describe('GetAccessSources', () => {
  it('tells a running period that renews from one that was cancelled or has ended', async () => {
    expect((await sourcesFor({ clubUntil: LATER })).club).toMatchObject({ active: true, renews: true });
    expect((await sourcesFor({ clubUntil: LATER, cancelledAt: NOW })).club).toMatchObject({
      active: true,
      renews: false,
    });
    expect(await sourcesFor({ clubUntil: EARLIER })).toMatchObject({ hasClub: false, club: { active: false } });
  });

  it('gives a member the owner’s club only where the market shares it', async () => {
    const asMember = { ownerEmail: 'owner@example.test', ownerClubUntil: LATER };
    expect(await sourcesFor({ asMember })).toMatchObject({
      hasClub: true,
      family: { role: 'member', active: true, ownerEmail: 'owner@example.test' },
    });
    expect(await sourcesFor({ asMember }, 'lt')).toMatchObject({ hasClub: false, family: { active: false } });
    expect(await sourcesFor({ asMember: { ...asMember, ownerClubUntil: EARLIER } })).toMatchObject({ hasClub: false });
  });

  it('counts an owner’s family as active while their own period runs, and no club where the market has none', async () => {
    expect((await sourcesFor({ clubUntil: LATER, members: 2 })).family).toEqual({
      role: 'owner',
      active: true,
      ownerEmail: null,
      members: 2,
    });
    expect(await sourcesFor({ clubUntil: LATER, oneOffPurchases: 3 }, 'sk')).toMatchObject({
      hasClub: false,
      oneOffPurchases: 3,
      club: { available: false, active: false },
    });
  });
});
