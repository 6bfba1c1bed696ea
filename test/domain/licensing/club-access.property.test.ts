import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClubPeriods, mayHearClubTitles } from '#domain/licensing/club-access';
import { MARKETS } from '#domain/market/markets';
import { epochMs } from '#domain/shared/time';

const NOW = epochMs(Date.parse('2026-11-22T10:00:00.000Z'));
const DAY = 86_400_000;

const periodArb = fc.option(
  fc.integer({ min: -60, max: 60 }).map((days) => epochMs(NOW + days * DAY)),
  { nil: null },
);
const periodsArb: fc.Arbitrary<ClubPeriods> = fc.record({ ownUntil: periodArb, familyOwnerUntil: periodArb });
const featuresArb = fc.record({ club: fc.boolean(), sharing: fc.boolean() });

describe('mayHearClubTitles (spec §1)', () => {
  it('opens the club only where the market runs one, through a running own period or a shared family period', () => {
    fc.assert(
      fc.property(featuresArb, periodsArb, (features, periods) => {
        const own = periods.ownUntil !== null && periods.ownUntil > NOW;
        const family = periods.familyOwnerUntil !== null && periods.familyOwnerUntil > NOW;
        expect(mayHearClubTitles(features, periods, NOW)).toBe(features.club && (own || (features.sharing && family)));
      }),
    );
  });

  it('ends a period at its last instant', () => {
    const features = { club: true, sharing: true };
    expect(mayHearClubTitles(features, { ownUntil: epochMs(NOW + 1), familyOwnerUntil: null }, NOW)).toBe(true);
    expect(mayHearClubTitles(features, { ownUntil: NOW, familyOwnerUntil: null }, NOW)).toBe(false);
  });

  it.each([
    ['pl', true],
    ['de', true],
    ['cz', true],
    ['lt', false],
    ['tr', false],
    ['sk', false],
    ['es', false],
  ] as const)('a family member in %s hears the owner’s club titles: %s', (locale, expected) => {
    const periods = { ownUntil: null, familyOwnerUntil: epochMs(NOW + DAY) };
    expect(mayHearClubTitles(MARKETS[locale].features, periods, NOW)).toBe(expected);
  });

  it.each([
    ['pl', true],
    ['lt', true],
    ['sk', false],
    ['es', false],
  ] as const)('a paying member in %s hears club titles: %s', (locale, expected) => {
    const periods = { ownUntil: epochMs(NOW + DAY), familyOwnerUntil: null };
    expect(mayHearClubTitles(MARKETS[locale].features, periods, NOW)).toBe(expected);
  });
});
