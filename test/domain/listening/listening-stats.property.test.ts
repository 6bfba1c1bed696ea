import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysIn } from '#domain/listening/listening-range';
import { fillDays, mostListened, totalOf, wholeMinutes } from '#domain/listening/listening-stats';
import { milliseconds } from '#domain/shared/time';

const FROM = '2026-11-01';

/** A range of 1 to 60 days and some listening on days inside it, each day at most once, in order. */
const aRangeWithListening = fc.integer({ min: 1, max: 60 }).chain((length) =>
  fc.uniqueArray(fc.integer({ min: 0, max: length - 1 }), { maxLength: length }).chain((offsets) =>
    fc.tuple(
      fc.constant({ from: FROM, to: addDays(FROM, length - 1) }),
      fc
        .tuple(...offsets.sort((a, b) => a - b).map(() => fc.integer({ min: 1, max: 86_400_000 })))
        .map((ms) => ms.map((value, i) => ({ date: addDays(FROM, offsets[i] ?? 0), ms: milliseconds(value) }))),
    ),
  ),
);

describe('listening stats', () => {
  it('fills every day of the range, keeping what was heard and zero elsewhere, and keeps the total', () => {
    fc.assert(
      fc.property(aRangeWithListening, ([range, heard]) => {
        const filled = fillDays(range, heard);
        expect(filled).toHaveLength(daysIn(range));
        expect(totalOf(filled)).toBe(totalOf(heard));
        const byDay = new Map(heard.map((d) => [d.date, d.ms]));
        for (const day of filled) expect(day.ms).toBe(byDay.get(day.date) ?? 0);
      }),
    );
  });

  it('fills a month with one listened day', () => {
    const filled = fillDays({ from: '2026-02-01', to: '2026-02-28' }, [
      { date: '2026-02-14', ms: milliseconds(90_000) },
    ]);
    expect(filled).toHaveLength(28);
    expect(filled[13]).toEqual({ date: '2026-02-14', ms: 90_000 });
    expect(filled.filter((d) => d.ms > 0)).toHaveLength(1);
  });

  it('keeps the most listened titles, most heard first, at most as many as asked', () => {
    const aTitle = fc.record({
      productId: fc.uuid(),
      title: fc.string(),
      ms: fc.integer({ min: 0, max: 1e9 }).map(milliseconds),
    });
    fc.assert(
      fc.property(fc.array(aTitle, { maxLength: 20 }), fc.integer({ min: 0, max: 10 }), (titles, count) => {
        const top = mostListened(titles, count);
        expect(top.length).toBe(Math.min(count, titles.length));
        for (let i = 1; i < top.length; i++) expect(top[i - 1]?.ms ?? 0).toBeGreaterThanOrEqual(top[i]?.ms ?? 0);
        const least = Math.min(...top.map((t) => t.ms));
        for (const left of titles.filter((t) => !top.includes(t))) expect(left.ms).toBeLessThanOrEqual(least);
      }),
    );
  });

  it.each([
    [0, 0],
    [29_999, 0],
    [30_000, 1],
    [3_600_000, 60],
  ])('%s ms draws as %s minutes', (ms, minutes) => {
    expect(wholeMinutes(milliseconds(ms))).toBe(minutes);
  });
});
