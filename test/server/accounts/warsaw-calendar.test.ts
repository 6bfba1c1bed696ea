import { describe, expect, it } from 'vitest';
import { warsawDateOf, warsawDays, warsawMonthOf } from '#server/accounts/warsaw-calendar';

describe('warsawMonthOf', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    // 23:30 UTC on 31 July is already 1 August in Warsaw (summer time, UTC+2).
    ['2026-07-31T23:30:00Z', '2026-07-31T22:00:00.000Z', '2026-08-31T22:00:00.000Z'],
    ['2026-03-15T12:00:00Z', '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
    ['2026-12-31T23:30:00Z', '2026-12-31T23:00:00.000Z', '2027-01-31T23:00:00.000Z'],
  ])('puts %s in the month from %s to %s', (now, start, end) => {
    const month = warsawMonthOf(new Date(now));
    expect(month.start.toISOString()).toBe(start);
    expect(month.end.toISOString()).toBe(end);
  });
});

describe('warsawDateOf', () => {
  it.each([
    ['2026-10-31T22:59:59Z', '2026-10-31'],
    ['2026-10-31T23:00:00Z', '2026-11-01'],
    ['2026-07-31T21:59:59Z', '2026-07-31'],
    ['2026-07-31T22:00:00Z', '2026-08-01'],
  ])('dates %s as %s', (at, date) => {
    expect(warsawDateOf(new Date(at))).toBe(date);
  });
});

describe('warsawDays', () => {
  it('gives each day its Warsaw midnights, 23 and 25 hours long on the days the clocks change', () => {
    const days = warsawDays('2026-03-28', '2026-03-30').map((d) => [
      d.date,
      d.start.toISOString(),
      d.end.toISOString(),
    ]);
    expect(days).toEqual([
      ['2026-03-28', '2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z'],
      ['2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
      ['2026-03-30', '2026-03-29T22:00:00.000Z', '2026-03-30T22:00:00.000Z'],
    ]);
    const [autumn] = warsawDays('2026-10-25', '2026-10-25');
    expect((autumn?.end.getTime() ?? 0) - (autumn?.start.getTime() ?? 0)).toBe(25 * 60 * 60 * 1000);
  });

  it('covers a leap year day by day and gives nothing for a reversed range', () => {
    const year = warsawDays('2028-01-01', '2028-12-31');
    expect(year).toHaveLength(366);
    expect(year.map((d) => d.date)).toContain('2028-02-29');
    for (const [i, day] of year.slice(1).entries()) expect(day.start).toEqual(year[i]?.end);
    expect(warsawDays('2026-11-02', '2026-11-01')).toEqual([]);
  });
});
