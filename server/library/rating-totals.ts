/** A product's ratings as stored: the exact average is sum / count, with no floating column. */
export interface RatingTotals {
  readonly sum: number;
  readonly count: number;
}

/**
 * The totals after one listener rates a product: a first rating adds itself, a changed one swaps the old value for
 * the new; either way every user's current rating is counted exactly once.
 */
export const applyRating = (totals: RatingTotals, previous: number | null, next: number): RatingTotals =>
  previous === null
    ? { sum: totals.sum + next, count: totals.count + 1 }
    : { sum: totals.sum - previous + next, count: totals.count };

/** The change `applyRating` makes, as the increments one UPDATE adds to the stored columns. */
export const ratingDelta = (previous: number | null, next: number): RatingTotals =>
  applyRating({ sum: 0, count: 0 }, previous, next);

/** The totals after one listener withdraws their rating: it leaves the sum and the count once. */
export const withdrawRating = (totals: RatingTotals, previous: number): RatingTotals => ({
  sum: totals.sum - previous,
  count: totals.count - 1,
});
