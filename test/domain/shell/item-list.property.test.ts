import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isItemListViewed, visibleListRatio } from '#domain/shell/item-list';

const height = fc.double({ min: 0, max: 10_000, noNaN: true });

describe('visibleListRatio (spec §9 view_item_list at half visible)', () => {
  it.each([
    // A list shorter than the screen: the share of it on screen.
    [200, 400, 800, 0.5],
    [100, 400, 800, 0.25],
    // A list taller than the screen: the share of the screen it fills.
    [400, 2400, 800, 0.5],
    [800, 2400, 800, 1],
    [0, 400, 800, 0],
    [10, 0, 800, 0],
  ])('%s px of a %s px list on an %s px screen is %s visible', (visible, list, viewport, ratio) => {
    expect(visibleListRatio(visible, list, viewport)).toBeCloseTo(ratio);
  });

  it('is always between 0 and 1, whatever it is given', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (visible, list, viewport) => {
        const ratio = visibleListRatio(visible, list, viewport);
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('grows as more of the list comes into view', () => {
    fc.assert(
      fc.property(height, height, height, height, (a, b, list, viewport) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        expect(visibleListRatio(less, list, viewport)).toBeLessThanOrEqual(visibleListRatio(more, list, viewport));
      }),
    );
  });

  it('counts a list wholly on screen as viewed, and one off screen as not', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5_000, noNaN: true }), height, (list, viewport) => {
        fc.pre(viewport >= 1);
        expect(isItemListViewed(visibleListRatio(Math.min(list, viewport), list, viewport))).toBe(true);
        expect(isItemListViewed(visibleListRatio(0, list, viewport))).toBe(false);
      }),
    );
  });
});
