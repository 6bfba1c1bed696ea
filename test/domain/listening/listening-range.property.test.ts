import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  customRangeProblem,
  daysIn,
  eachDay,
  marketDayOf,
  monthContaining,
  presetRange,
} from '#domain/listening/listening-range';
import { epochMs } from '#domain/shared/time';

const aDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('listening ranges', () => {
  it.each([
    ['this-month', '2026-11-27', { from: '2026-11-01', to: '2026-11-30' }],
    ['last-month', '2026-03-31', { from: '2026-02-01', to: '2026-02-28' }],
    ['last-month', '2024-03-01', { from: '2024-02-01', to: '2024-02-29' }],
    ['last-month', '2026-01-15', { from: '2025-12-01', to: '2025-12-31' }],
    ['last-30-days', '2026-03-10', { from: '2026-02-09', to: '2026-03-10' }],
  ] as const)('%s seen from %s is %j', (choice, today, range) => {
    expect(presetRange(choice, today)).toEqual(range);
  });

  it('finds the Warsaw day of an instant, which is the next day late in the UTC evening', () => {
    expect(marketDayOf(epochMs(Date.parse('2026-10-31T23:30:00Z')))).toBe('2026-11-01');
    expect(marketDayOf(epochMs(Date.parse('2026-10-31T22:30:00Z')))).toBe('2026-10-31');
  });

  it('a preset always holds today (but last month), is valid and lists each day once in order', () => {
    fc.assert(
      fc.property(aDay, fc.constantFrom('this-month', 'last-month', 'last-30-days' as const), (today, choice) => {
        const range = presetRange(choice, today);
        expect(customRangeProblem(range)).toBeNull();
        const days = eachDay(range);
        expect(days).toHaveLength(daysIn(range));
        expect(days[0]).toBe(range.from);
        expect(days.at(-1)).toBe(range.to);
        expect([...days].sort()).toEqual(days);
        expect(new Set(days).size).toBe(days.length);
        const holdsToday = range.from <= today && today <= range.to;
        expect(holdsToday).toBe(choice !== 'last-month');
      }),
    );
  });

  it('last month ends the day before this month begins, and a month is 28 to 31 days', () => {
    fc.assert(
      fc.property(aDay, (today) => {
        const month = monthContaining(today);
        expect(addDays(presetRange('last-month', today).to, 1)).toBe(month.from);
        expect(daysIn(month)).toBeGreaterThanOrEqual(28);
        expect(daysIn(month)).toBeLessThanOrEqual(31);
      }),
    );
  });

  it('a custom range is refused when it ends before it starts or spans more than 366 days', () => {
    fc.assert(
      fc.property(aDay, fc.integer({ min: -400, max: 800 }), (from, offset) => {
        const problem = customRangeProblem({ from, to: addDays(from, offset) });
        if (offset < 0) expect(problem).toBe('to-before-from');
        else if (offset >= 366) expect(problem).toBe('too-long');
        else expect(problem).toBeNull();
      }),
    );
  });
});
