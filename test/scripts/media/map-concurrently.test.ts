import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapConcurrently } from '../../../scripts/media/map-concurrently';

const settle = () => Promise.resolve();

describe('mapConcurrently', () => {
  it('keeps each result at its item’s index and never runs more tasks than the limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 3 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        async (delays, limit) => {
          let running = 0;
          let most = 0;
          const results = await mapConcurrently(delays, limit, async (delay, index) => {
            running += 1;
            most = Math.max(most, running);
            for (let tick = 0; tick <= delay; tick += 1) await settle();
            running -= 1;
            return `${index}:${delay}`;
          });
          expect(results).toEqual(delays.map((delay, index) => `${index}:${delay}`));
          expect(most).toBeLessThanOrEqual(limit);
          if (delays.length > 0) expect(most).toBe(Math.min(limit, delays.length));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('starts no task after one fails, and throws only once the running ones have settled', async () => {
    const started: number[] = [];
    let finished = 0;
    const failing = mapConcurrently([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      if (item === 1) throw new Error('item 1 failed');
      await settle();
      await settle();
      finished += 1;
      return item;
    });
    await expect(failing).rejects.toThrow('item 1 failed');
    expect(started).toEqual([0, 1]);
    expect(finished).toBe(1);
  });

  it('refuses a limit that is not a positive whole number', async () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) {
      await expect(mapConcurrently([1], limit, async (item) => item)).rejects.toThrow(/positive whole number/);
    }
  });
});
