import { describe, expect, it } from 'vitest';
import {
  isItemListViewed,
  ITEMS_LIMIT,
  limitItems,
  VIEW_ITEM_LIST_VISIBILITY_THRESHOLD,
} from '#domain/shell/item-list';

describe('item lists (spec §9)', () => {
  it('uses the spec numbers: 15 items, visible at 0.5', () => {
    expect(ITEMS_LIMIT).toBe(15);
    expect(VIEW_ITEM_LIST_VISIBILITY_THRESHOLD).toBe(0.5);
  });

  it.each([
    [0, 0],
    [14, 14],
    [15, 15],
    [16, 15],
    [40, 15],
  ])('%s items show as %s, first ones first', (count, shown) => {
    const items = Array.from({ length: count }, (_, i) => i);
    expect(limitItems(items)).toEqual(items.slice(0, shown));
  });

  it.each([
    [0, false],
    [0.49, false],
    [0.5, true],
    [1, true],
  ])('a list %s visible counts as viewed: %s', (ratio, expected) => {
    expect(isItemListViewed(ratio)).toBe(expected);
  });
});
