import { apiErrorSchema } from '#contract/api-error.schema';
import { pageQuerySchema } from '#contract/pagination.schema';
import { type ProductPageWire, productPageSchema } from '#contract/product.schema';
import type { Hono } from 'hono';
import { pageOf } from '#server/catalogue/queries/page';
import type { RecommendationQueries } from '#server/catalogue/queries/recommendation.query';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import { withMeReadCache } from './me-read-cache';
import type { ApiRegistry } from './api-operation';
import { idParamsSchema, pagingQuery, wireContextOf } from './catalogue-request';
import { collectionLinks, pageFields } from './collection';
import { apiBase } from './hal';
import { productListItemWire, productPath } from './product-wire';

/** `GET /{lang}/v2/me/recommended-after/{id}` (spec §7): what to hear after a product. */
export const registerRecommendations = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly recommendations: RecommendationQueries },
) =>
  registry.define(
    api,
    {
      operationId: 'listRecommendedAfter',
      method: 'get',
      path: '/me/recommended-after/:id',
      summary:
        'Products to hear after this one (at most 100): the next volume of its cycle first, then titles of its main category, then of its other categories, best rated first; never the product itself.',
      tag: 'Catalogue',
      params: idParamsSchema,
      query: pageQuerySchema,
      responses: {
        200: { description: 'One page of the recommendations', schema: productPageSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: 'No such product in this market', schema: apiErrorSchema },
      },
      cache: 'private',
    },
    async (c, { params, query, reply }) => {
      const ctx = wireContextOf(c, query);
      const recommended = await deps.recommendations.recommendAfter(ctx.catalogId, params.id);
      if (!recommended) throw apiErrorOf(notFound('Product'));
      const page = pageOf(recommended, query);
      const fields = pageFields(query, page.total);
      const body: ProductPageWire = {
        ...fields,
        _embedded: { 'app:product': page.items.map((card) => productListItemWire(ctx, card)) },
        _links: collectionLinks({
          locale: ctx.locale,
          path: `${apiBase(ctx.locale)}/me/recommended-after/${params.id}`,
          query: pagingQuery(query),
          page: fields.page,
          pages: fields.pages,
          noLinks: ctx.noLinks,
          relations: { 'app:product': { href: productPath(ctx.locale, params.id) } },
        }),
      };
      const response = reply(body);
      return withMeReadCache(c, response);
    },
  );
