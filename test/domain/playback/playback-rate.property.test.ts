import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import {
  normaliseRememberedRates,
  rateFor,
  type RememberedRates,
  rememberRate,
  remainingAtRate,
  snapRate,
  stepRate,
} from '#domain/playback/playback-rate';

const anyRate = fc.oneof(fc.double(), fc.double({ min: 0, max: 4, noNaN: true }));
const rateInRange = fc.double({ min: 0.5, max: 3, noNaN: true });
const direction = fc.constantFrom(1 as const, -1 as const);
const audiobookId = fc.integer({ min: 1, max: 300 }).map((n) => `a-${n}` as AudiobookId);

/** Speeds chosen title after title: up to 260 different titles in a row, then choices among them and others. */
const rateChoices = fc
  .tuple(
    fc.array(anyRate, { minLength: 1, maxLength: 260, size: 'max' }),
    fc.array(fc.tuple(audiobookId, anyRate), { maxLength: 60 }),
  )
  .map(([first, more]) => [...first.map((rate, i) => [`a-${i + 1}` as AudiobookId, rate] as const), ...more]);

/** Whether a rate is a whole number of 0.05 steps, written exactly as its two decimals read. */
const isExactStep = (rate: number): boolean => Number(rate.toFixed(2)) === rate && Math.round(rate * 100) % 5 === 0;

describe('playback rate properties (issue 20)', () => {
  it('snaps any rate to an exact 0.05 step within 0.5-3, idempotently', () => {
    fc.assert(
      fc.property(anyRate, (rate) => {
        const snapped = snapRate(rate);
        expect(snapped).toBeGreaterThanOrEqual(0.5);
        expect(snapped).toBeLessThanOrEqual(3);
        expect(isExactStep(snapped)).toBe(true);
        expect(snapRate(snapped)).toBe(snapped);
      }),
    );
  });

  it('snaps a rate in range to the nearest step, keeping the order of rates', () => {
    fc.assert(
      fc.property(rateInRange, rateInRange, (a, b) => {
        expect(Math.abs(snapRate(a) - a)).toBeLessThanOrEqual(0.025 + 1e-9);
        if (a <= b) expect(snapRate(a)).toBeLessThanOrEqual(snapRate(b));
      }),
    );
  });

  it('steps exactly one 0.05 step unless at a bound, and a step back undoes it', () => {
    fc.assert(
      fc.property(anyRate, direction, (rate, dir) => {
        const from = snapRate(rate);
        const to = stepRate(rate, dir);
        expect(isExactStep(to)).toBe(true);
        const atBound = (dir === 1 && from === 3) || (dir === -1 && from === 0.5);
        expect(Math.round((to - from) * 100)).toBe(atBound ? 0 : dir * 5);
        if (!atBound) expect(stepRate(to, dir === 1 ? -1 : 1)).toBe(from);
      }),
    );
  });

  it('gives the wall-clock time left: the time left at 1x divided by the speed, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 20_000_000 }), fc.nat({ max: 20_000_000 }), anyRate, (p, d, rate) => {
        const remaining = remainingAtRate(positionMs(p), positionMs(d), rate);
        const left = Math.max(0, d - Math.min(Math.max(p, 0), d));
        expect(Number.isInteger(remaining)).toBe(true);
        expect(remaining).toBeGreaterThanOrEqual(left / snapRate(rate));
        expect(remaining).toBeLessThan(left / snapRate(rate) + 1);
        expect(remaining === 0).toBe(left === 0);
      }),
    );
  });

  it('remembers a title as the most recent, once, with its snapped speed, and forgets none of the 200 newest', () => {
    fc.assert(
      fc.property(rateChoices, (choices) => {
        let remembered: RememberedRates = [];
        for (const [id, rate] of choices) {
          remembered = rememberRate(remembered, id, rate);
          expect(remembered[0]).toEqual({ audiobookId: id, rate: snapRate(rate) });
          expect(rateFor(remembered, id, Number.NaN)).toBe(snapRate(rate));
        }
        const ids = remembered.map((entry) => entry.audiobookId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(remembered.length).toBeLessThanOrEqual(200);
        // The newest choice for each of the 200 most recently chosen titles survives.
        const newestFirst = [...choices].reverse();
        const recentIds = [...new Set(newestFirst.map(([id]) => id))].slice(0, 200);
        expect(ids).toEqual(recentIds);
        for (const id of recentIds) {
          const newest = newestFirst.find(([chosen]) => chosen === id);
          expect(rateFor(remembered, id, Number.NaN)).toBe(snapRate(newest?.[1] ?? Number.NaN));
        }
      }),
      { numRuns: 50 },
    );
  });

  it('reads anything stored as valid remembered speeds, and reads back what it remembered', () => {
    const entry = fc.oneof(
      fc.record({ audiobookId: fc.oneof(audiobookId, fc.string()), rate: fc.oneof(anyRate, fc.string()) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 30 }), fc.anything()), (stored) => {
        const remembered = normaliseRememberedRates(stored);
        const ids = remembered.map((e) => e.audiobookId);
        expect(new Set(ids).size).toBe(ids.length);
        remembered.forEach((e) => {
          expect(typeof e.audiobookId === 'string' && e.audiobookId !== '').toBe(true);
          expect(isExactStep(e.rate) && e.rate >= 0.5 && e.rate <= 3).toBe(true);
        });
        expect(normaliseRememberedRates(JSON.parse(JSON.stringify(remembered)))).toEqual(remembered);
      }),
    );
  });
});
