import { describe, expect, it } from 'vitest';
import type { Market } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import { GetOwnReview } from '#server/library/get-own-review.use-case';
import type { ProductSearchIndex } from '#server/library/product-search-index.port';
import { RateProduct } from '#server/library/rate-product.use-case';
import { RemoveProductReview } from '#server/library/remove-product-review.use-case';
import type { RatingInput, UserReviewRecord, UserReviewRepository } from '#server/library/user-review-repository.port';
import { aTitle, InMemoryLibraryTitles } from '#test/support/server/in-memory-library';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const pl = MARKETS.pl;

/** Reviews in memory over the titles of the catalogues. */
class InMemoryUserReviews implements UserReviewRepository {
  readonly #reviews = new Map<string, UserReviewRecord>();

  constructor(private readonly titles: InMemoryLibraryTitles) {}

  async find(userId: string, productId: string): Promise<UserReviewRecord | undefined> {
    return this.#reviews.get(`${userId}\n${productId}`);
  }

  async rate(catalogId: string, input: RatingInput): Promise<UserReviewRecord | undefined> {
    if (!(await this.titles.find(catalogId, input.productId))) return undefined;
    const earlier = await this.find(input.userId, input.productId);
    const review: UserReviewRecord = {
      id: earlier?.id ?? `review-${this.#reviews.size + 1}`,
      productId: input.productId,
      rating: input.rating,
      review: input.text?.review ?? earlier?.review ?? null,
      authorSignature: input.text?.authorSignature ?? earlier?.authorSignature ?? null,
      createdAt: input.now.toISOString(),
      verifiedListener: false,
    };
    this.#reviews.set(`${input.userId}\n${input.productId}`, review);
    return review;
  }

  async remove(catalogId: string, userId: string, productId: string): Promise<boolean> {
    if (!(await this.titles.find(catalogId, productId))) return false;
    return this.#reviews.delete(`${userId}\n${productId}`);
  }
}

/** A search index that records what it was asked to reindex, or fails while `down`. */
class RecordingSearchIndex implements ProductSearchIndex {
  readonly reindexed: { readonly market: Market; readonly productIds: readonly string[] }[] = [];
  down = false;

  async reindex(market: Market, productIds: readonly string[]): Promise<void> {
    if (this.down) throw new Error('index unreachable');
    this.reindexed.push({ market, productIds });
  }
}

const world = () => {
  const titles = new InMemoryLibraryTitles();
  const title = aTitle(pl.catalogId);
  titles.add(title);
  const reviews = new InMemoryUserReviews(titles);
  const searchIndex = new RecordingSearchIndex();
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message) };
  return {
    title,
    searchIndex,
    warnings,
    rate: new RateProduct({ reviews, searchIndex, logger, now: () => NOW }),
    own: new GetOwnReview({ titles, reviews }),
    remove: new RemoveProductReview({ reviews, searchIndex, logger }),
  };
};

describe('RateProduct and GetOwnReview', () => {
  it("refuses a product the market's catalogue does not have, and a review not written is NOT_FOUND", async () => {
    const { title, rate, own, searchIndex } = world();
    expect(await rate.execute({ userId: 'u-1', market: pl, productId: 'unknown', rating: 5 })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'product_id', code: 'NOT_FOUND' }] },
    });
    expect(searchIndex.reindexed).toEqual([]);
    expect(await own.execute({ userId: 'u-1', market: pl, productId: title.id })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', what: 'Review' },
    });
  });

  it('stores the rating, reindexes the product in its market, and answers the review', async () => {
    const { title, rate, own, searchIndex } = world();
    const rated = await rate.execute({ userId: 'u-1', market: pl, productId: title.id, rating: 4 });
    expect(rated).toMatchObject({ ok: true, value: { productId: title.id, rating: 4, createdAt: NOW.toISOString() } });
    expect(searchIndex.reindexed).toEqual([{ market: pl, productIds: [title.id] }]);
    expect(await own.execute({ userId: 'u-1', market: pl, productId: title.id })).toEqual(rated);
  });

  it('keeps a stored rating when the search index is down, and says so in the log', async () => {
    const { title, rate, searchIndex, warnings } = world();
    searchIndex.down = true;
    expect(await rate.execute({ userId: 'u-1', market: pl, productId: title.id, rating: 5 })).toMatchObject({
      ok: true,
    });
    expect(warnings).toEqual(['search reindex after a rating failed']);
  });
});

describe('RemoveProductReview', () => {
  it('removes the review, reindexes the product, and answers NOT_FOUND the second time', async () => {
    const { title, rate, own, remove, searchIndex } = world();
    await rate.execute({ userId: 'u-1', market: pl, productId: title.id, rating: 4 });
    expect(await remove.execute({ userId: 'u-1', market: pl, productId: title.id })).toEqual({ ok: true, value: null });
    expect(searchIndex.reindexed).toEqual([
      { market: pl, productIds: [title.id] },
      { market: pl, productIds: [title.id] },
    ]);
    expect((await own.execute({ userId: 'u-1', market: pl, productId: title.id })).ok).toBe(false);
    expect(await remove.execute({ userId: 'u-1', market: pl, productId: title.id })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', what: 'Review' },
    });
    expect(searchIndex.reindexed).toHaveLength(2);
  });

  it("leaves another user's review alone, and keeps a removal when the search index is down", async () => {
    const { title, rate, own, remove, searchIndex, warnings } = world();
    await rate.execute({ userId: 'u-1', market: pl, productId: title.id, rating: 4 });
    expect((await remove.execute({ userId: 'u-2', market: pl, productId: title.id })).ok).toBe(false);
    expect((await own.execute({ userId: 'u-1', market: pl, productId: title.id })).ok).toBe(true);
    searchIndex.down = true;
    expect((await remove.execute({ userId: 'u-1', market: pl, productId: title.id })).ok).toBe(true);
    expect(warnings).toEqual(['search reindex after a review removal failed']);
  });
});
