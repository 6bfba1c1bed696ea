import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addOneMonth, extendClubUntil } from '#server/commerce/club/club-period';

const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const DAY = 86_400_000;

describe('addOneMonth', () => {
  it('moves 28 to 31 days ahead, to the same day of the next month or its last day', () => {
    fc.assert(
      fc.property(instants, (from) => {
        const to = addOneMonth(from);
        const days = (to.getTime() - from.getTime()) / DAY;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
        expect((to.getUTCMonth() - from.getUTCMonth() + 12) % 12).toBe(1);
        expect(to.getUTCDate()).toBeLessThanOrEqual(from.getUTCDate());
        expect(to.getUTCHours()).toBe(from.getUTCHours());
      }),
    );
  });

  it.each([
    ['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2026-12-15T23:59:59.999Z', '2027-01-15T23:59:59.999Z'],
    ['2026-03-31T00:00:00.000Z', '2026-04-30T00:00:00.000Z'],
  ])('takes %s to %s', (from, to) => {
    expect(addOneMonth(new Date(from)).toISOString()).toBe(to);
  });
});

describe('extendClubUntil', () => {
  it('adds the month to max(now, club_until): never shorter than a month from now, never losing paid time', () => {
    fc.assert(
      fc.property(instants, fc.option(instants, { nil: null }), (now, until) => {
        const extended = extendClubUntil(until?.toISOString() ?? null, now);
        expect(extended.getTime()).toBeGreaterThanOrEqual(addOneMonth(now).getTime());
        if (until) expect(extended.getTime()).toBeGreaterThan(until.getTime());
        const start = until && until > now ? until : now;
        expect(extended.toISOString()).toBe(addOneMonth(start).toISOString());
      }),
    );
  });
});
