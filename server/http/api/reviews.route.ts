import { apiErrorSchema } from '#contract/api-error.schema';
import { pageQuerySchema } from '#contract/pagination.schema';
import { type ReviewCollectionWire, reviewCollectionSchema } from '#contract/review.schema';
import { z } from '#contract/zod';
import type { Hono } from 'hono';
import type { ProductQueries } from '#server/catalogue/queries/product.query';
import type { ReviewRepository } from '#server/catalogue/review-repository.port';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { pagingQuery, requireMarketCatalog, wireContextOf } from './catalogue-request';
import { collectionLinks, pageFields } from './collection';
import { apiBase } from './hal';
import { productPath } from './product-wire';

const reviewParamsSchema = z.object({ catalogId: z.uuid(), productId: z.uuid() });

/** `GET /{lang}/v2/catalogs/{catalogId}/products/{productId}/reviews` (spec §7): reviews, newest first. */
export const registerReviews = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly reviews: ReviewRepository; readonly products: ProductQueries },
) =>
  registry.define(
    api,
    {
      operationId: 'listProductReviews',
      method: 'get',
      path: '/catalogs/:catalogId/products/:productId/reviews',
      summary:
        "Listeners' reviews of a product (rating, text, signature, date, and `verified_listener` when the author holds a license for it or has played it), newest first, one page at a time; ratings without a text count in the product's rating only.",
      tag: 'Reviews',
      params: reviewParamsSchema,
      query: pageQuerySchema,
      responses: {
        200: { description: 'One page of the reviews', schema: reviewCollectionSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: "No such product in this market's catalogue", schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, reply }) => {
      requireMarketCatalog(c, params.catalogId);
      const ctx = wireContextOf(c, query);
      if (!(await deps.products.exists(ctx.catalogId, params.productId))) throw apiErrorOf(notFound('Product'));
      const reviews = await deps.reviews.listByProduct(ctx.catalogId, params.productId, query);
      const fields = pageFields(query, reviews.total);
      const body: ReviewCollectionWire = {
        ...fields,
        _embedded: {
          'app:review': reviews.items.map((r) => ({
            id: r.id,
            rating: r.rating,
            review: r.review ?? '',
            author_signature: r.authorSignature,
            created_at: r.createdAt,
            verified_listener: r.verifiedListener,
          })),
        },
        _links: collectionLinks({
          locale: ctx.locale,
          path: `${apiBase(ctx.locale)}/catalogs/${ctx.catalogId}/products/${params.productId}/reviews`,
          query: pagingQuery(query),
          page: fields.page,
          pages: fields.pages,
          noLinks: ctx.noLinks,
          relations: { 'app:product': { href: productPath(ctx.locale, params.productId) } },
        }),
      };
      return reply(body);
    },
  );
