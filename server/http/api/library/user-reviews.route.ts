import { apiErrorSchema } from '#contract/api-error.schema';
import { doneSchema } from '#contract/auth.schema';
import {
  rateAndReviewPayloadSchema,
  rateProductPayloadSchema,
  removeProductReviewPayloadSchema,
  type UserReviewWire,
  userReviewSchema,
} from '#contract/user-review.schema';
import type { LibraryModule } from '#server/composition/library.module';
import type { RateProductInput } from '#server/library/rate-product.use-case';
import type { UserReviewRecord } from '#server/library/user-review-repository.port';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { unwrap } from '../../error-status';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { idParamsSchema } from '../catalogue-request';

const reviewWire = (review: UserReviewRecord): UserReviewWire => ({
  id: review.id,
  product_id: review.productId,
  rating: review.rating,
  review: review.review,
  author_signature: review.authorSignature,
  created_at: review.createdAt,
  verified_listener: review.verifiedListener,
});

const ratingResponses = {
  200: { description: "The viewer's review as stored", schema: userReviewSchema },
  422: { description: 'Invalid fields or an unknown product', schema: apiErrorSchema },
};

/**
 * The viewer's own rating and review (spec §7): one per user and product; writing again replaces it (and its date),
 * the product's rating totals move by the difference in the same transaction, and the market's search indexes (the
 * local one, and a hosted one when configured) are brought in step so hits show the new rating. Anyone signed in may
 * rate a title, heard or not, as stores allow; the answer tells whether the viewer is a verified listener of it.
 */
export const registerUserReviews = ({ api, registry, commands }: ApiAreaContext, library: LibraryModule) => {
  const rate = async (c: Context<AppEnv>, input: Omit<RateProductInput, 'market'>) =>
    c.json(reviewWire(unwrap(await library.rateProduct.execute({ ...input, market: c.get('market') }))));

  commands.user(
    {
      name: 'RateProduct',
      summary:
        'Rates a product from 1 to 5; a text the viewer wrote earlier stays with the new rating. Any title of the market may be rated; `verified_listener` says whether the viewer holds a license for it or has played it.',
      payload: rateProductPayloadSchema,
      responses: ratingResponses,
    },
    (c, payload, viewer) => rate(c, { userId: viewer.userId, productId: payload.product_id, rating: payload.rating }),
  );

  commands.user(
    {
      name: 'RateAndReviewProduct',
      summary:
        "Rates and reviews a product: rating 1..5, review 1..5000 and author_signature 1..80 characters after cleaning (bidirectional and control characters are taken out; the review keeps its line breaks and tabs, the signature is one line) and trimming; replaces the viewer's earlier review.",
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

  commands.user(
    {
      name: 'RemoveProductReview',
      summary:
        "Takes back the viewer's rating and review of a product: the product's rating totals and its public reviews lose it at once.",
      payload: removeProductReviewPayloadSchema,
      responses: {
        200: { description: 'Removed', schema: doneSchema },
        404: { description: 'No review by the viewer of this product in this market', schema: apiErrorSchema },
        422: { description: 'Invalid fields', schema: apiErrorSchema },
      },
    },
    async (c, payload, viewer) => {
      const input = { userId: viewer.userId, market: c.get('market'), productId: payload.product_id };
      unwrap(await library.removeProductReview.execute(input));
      return c.json({ ok: true as const });
    },
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
      const input = { userId: requireViewer(c).userId, market: c.get('market'), productId: params.id };
      return reply(reviewWire(unwrap(await library.getOwnReview.execute(input))));
    },
  );
};
