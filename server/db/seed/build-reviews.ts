import { pick, randomInt, seededRandom, type RandomSource } from '#server/catalogue/seeded-random';
import type { Rating } from './content/market-content';
import { addDays, DEMO_LATEST_MS, daysBetween, isoTimestamp } from './demo-dates';
import type { MarketSeedContext, SeededProduct } from './market-seed-context';
import type { Row } from './seed-rows';

// A store's ratings lean positive: most listeners who finish a book liked it.
const USUAL: readonly (readonly [Rating, number])[] = [
  [5, 0.46],
  [4, 0.3],
  [3, 0.13],
  [2, 0.06],
  [1, 0.05],
];
const DIVISIVE: readonly (readonly [Rating, number])[] = [
  [5, 0.25],
  [4, 0.3],
  [3, 0.22],
  [2, 0.13],
  [1, 0.1],
];

const drawRating = (random: RandomSource, weights: readonly (readonly [Rating, number])[]): Rating => {
  let roll = random();
  for (const [rating, weight] of weights) {
    roll -= weight;
    if (roll < 0) return rating;
  }
  return 5;
};

export interface RatingTotals {
  readonly sum: number;
  readonly count: number;
}

/**
 * Seeded ratings of every product, about two in five with a signed text that matches the rating. They have no user,
 * so they never block a real user's review. Returns the totals each product's rating columns must hold.
 */
export const buildReviews = (
  ctx: MarketSeedContext,
  products: readonly SeededProduct[],
): { readonly rows: Row<'reviews'>[]; readonly totals: ReadonlyMap<string, RatingTotals> } => {
  const rows: Row<'reviews'>[] = [];
  const totals = new Map<string, RatingTotals>();
  for (const product of products) {
    const random = seededRandom(`${ctx.locale}/reviews/${product.key}/${product.type}`);
    const count = product.type === 'audiobook' ? randomInt(random, 4, 34) : randomInt(random, 2, 10);
    const weights = random() < 0.15 ? DIVISIVE : USUAL;
    const span = Math.max(1, daysBetween(product.publishedMs, DEMO_LATEST_MS));
    let sum = 0;
    for (let n = 1; n <= count; n += 1) {
      const rating = drawRating(random, weights);
      const withText = random() < 0.4;
      sum += rating;
      rows.push({
        id: ctx.ids.review(product.id, n),
        product_id: product.id,
        user_id: null,
        author_signature: withText ? pick(random, ctx.content.reviews.signatures) : null,
        rating,
        review: withText ? pick(random, ctx.content.reviews.byRating[rating]) : null,
        created_at: isoTimestamp(addDays(product.publishedMs, 1 + random() * (span - 1))),
      });
    }
    totals.set(product.id, { sum, count });
  }
  return { rows, totals };
};
