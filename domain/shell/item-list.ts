/** Spec §9: how many items a product list shows at most. */
export const ITEMS_LIMIT = 15;

/** Spec §9: a product list counts as viewed (view_item_list analytics) once this fraction of it is visible. */
export const VIEW_ITEM_LIST_VISIBILITY_THRESHOLD = 0.5;

/** Spec §9: the first 15 items of a list, in order. */
export const limitItems = <T>(items: readonly T[]): readonly T[] =>
  items.length > ITEMS_LIMIT ? items.slice(0, ITEMS_LIMIT) : items;

/** Spec §9: whether a product list is visible enough (an intersection ratio of at least 0.5) to count as viewed. */
export const isItemListViewed = (visibleRatio: number): boolean => visibleRatio >= VIEW_ITEM_LIST_VISIBILITY_THRESHOLD;

// Safe for any input: a non-finite or negative length reads as 0.
const length = (value: number): number => (Number.isFinite(value) ? Math.max(0, value) : 0);

/**
 * Spec §9: how visible a product list is, from 0 to 1: the share of it on screen, or, for a list taller than the
 * screen (a whole page of products on a phone), the share of the screen it fills, so that a long list still counts as
 * viewed once it covers half the screen.
 */
export const visibleListRatio = (visibleHeight: number, listHeight: number, viewportHeight: number): number => {
  const room = Math.min(length(listHeight), length(viewportHeight));
  return room === 0 ? 0 : Math.min(1, length(visibleHeight) / room);
};
