import { apiErrorSchema } from '#contract/api-error.schema';
import {
  rateAndReviewPayloadSchema,
  rateProductPayloadSchema,
  type UserReviewWire,
  userReviewSchema,
} from '#contract/user-review.schema';
import type { Market } from '#domain/market/market';
import type { RatingInput, UserReviewRecord } from '#server/library/kysely-user-review-repository';
import type { Context } from 'hono';
import { reindexProducts } from '#server/search/indexing/catalogue-search-records';
import { fanOutSearchIndexWriter } from '#server/search/indexing/fan-out-search-index-writer';
import { localSearchIndexWriter } from '#server/search/indexing/local-search-index-writer';
import { notFoundError } from '../../api-error';
import type { AppEnv } from '../../app-env';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { idParamsSchema } from '../catalogue-request';
import { type LibraryDeps, unknownIn } from './library-deps';

const reviewWire = (review: UserReviewRecord): UserReviewWire => ({
  id: review.id,
  product_id: review.productId,
  rating: review.rating,
  review: review.review,
  author_signature: review.authorSignature,
  created_at: review.createdAt,
});

const ratingResponses = {
  200: { description: "The viewer's review as stored", schema: userReviewSchema },
  422: { description: 'Invalid fields or an unknown product', schema: apiErrorSchema },
};

/**
 * The viewer's own rating and review (spec §7): one per user and product; writing again replaces it (and its date),
 * the product's rating totals move by the difference in the same transaction, and the market's search indexes (the
 * local one, and a hosted one when configured) are brought in step so hits show the new rating.
 */
export const registerUserReviews = (ctx: ApiAreaContext, deps: LibraryDeps) => {
  const { api, registry, commands, services } = ctx;
  const { hostedSearchIndex } = services;
  const searchIndexes = fanOutSearchIndexWriter([
    localSearchIndexWriter(services.search),
    ...(hostedSearchIndex ? [hostedSearchIndex] : []),
  ]);

  const reindex = async (market: Market, productId: string) => {
    try {
      await reindexProducts(services.db, searchIndexes, market, services.product, [productId]);
    } catch (error) {
      // The rating is stored; an index that missed it catches up at its next full build (start-up, search:push).
      services.logger.warn('search reindex after a rating failed', { productId, error: String(error) });
    }
  };

  /** Writes the viewer's rating (and text) of a product of the market, reindexes it, and answers the review. */
  const rate = async (c: Context<AppEnv>, input: Omit<RatingInput, 'now'>) => {
    const market = c.get('market');
    const review = await deps.reviews.rate(market.catalogId, { ...input, now: services.now() });
    if (!review) throw unknownIn('product_id');
    await reindex(market, review.productId);
    return c.json(reviewWire(review));
  };

  commands.user(
    {
      name: 'RateProduct',
      summary: 'Rates a product from 1 to 5; a text the viewer wrote earlier stays with the new rating.',
      payload: rateProductPayloadSchema,
      responses: ratingResponses,
    },
    (c, payload, viewer) => rate(c, { userId: viewer.userId, productId: payload.product_id, rating: payload.rating }),
  );

  commands.user(
    {
      name: 'RateAndReviewProduct',
      summary:
        "Rates and reviews a product: rating 1..5, review 1..5000 and author_signature 1..80 characters after trimming; replaces the viewer's earlier review.",
      payload: rateAndReviewPayloadSchema,
      responses: ratingResponses,
    },
    (c, payload, viewer) =>
      rate(c, {
        userId: viewer.userId,
        productId: payload.product_id,
        rating: payload.rating,
        text: { review: payload.review, authorSignature: payload.author_signature },
      }),
  );

  registry.define(
    api,
    {
      operationId: 'getOwnReview',
      method: 'get',
      path: '/me/products/:id/review',
      summary: "The viewer's own rating and review of a product; 404 when they have none.",
      tag: 'Reviews',
      params: idParamsSchema,
      responses: {
        200: { description: "The viewer's review", schema: userReviewSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        404: { description: 'No review by the viewer, or no such product in this market', schema: apiErrorSchema },
      },
      cache: 'private',
    },
    async (c, { params, reply }) => {
      const viewer = requireViewer(c);
      const title = await deps.titles.find(c.get('market').catalogId, params.id);
      const review = title ? await deps.reviews.find(viewer.userId, title.id) : undefined;
      if (!review) throw notFoundError('Review');
      return reply(reviewWire(review));
    },
  );
};
