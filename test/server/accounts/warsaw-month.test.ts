import { describe, expect, it } from 'vitest';
import { warsawMonthOf } from '#server/accounts/playback-limit';

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
