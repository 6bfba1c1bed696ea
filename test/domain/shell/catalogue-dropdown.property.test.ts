import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EntryNavigationKey, nextEntryIndex } from '#domain/shell/catalogue-dropdown';

const key = fc.constantFrom<EntryNavigationKey[]>('ArrowUp', 'ArrowDown', 'Home', 'End');

describe('catalogue dropdown keyboard properties (spec §2: arrow keys move between entries and wrap)', () => {
  it('always lands on an entry, whatever keys are pressed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.array(key), (count, keys) => {
        const index = keys.reduce<number | null>((current, k) => nextEntryIndex(current, k, count), null);
        if (keys.length === 0) expect(index).toBeNull();
        else {
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
        }
      }),
    );
  });

  it('wraps: ArrowUp undoes ArrowDown, and count presses come back to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), (count, start) => {
        const from = start % count;
        const down = nextEntryIndex(from, 'ArrowDown', count);
        expect(nextEntryIndex(down, 'ArrowUp', count)).toBe(from);
        let index: number | null = from;
        for (let i = 0; i < count; i += 1) index = nextEntryIndex(index, 'ArrowDown', count);
        expect(index).toBe(from);
      }),
    );
  });
});
