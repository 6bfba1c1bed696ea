import { apiErrorSchema } from '#contract/api-error.schema';
import { pageQuerySchema } from '#contract/pagination.schema';
import { type SwimlaneWire, swimlaneSchema } from '#contract/swimlane.schema';
import type { Hono } from 'hono';
import type { SwimlaneQueries } from '#server/catalogue/queries/swimlane.query';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { idParamsSchema, pagingQuery, wireContextOf } from './catalogue-request';
import { collectionLinks, pageFields } from './collection';
import { apiBase } from './hal';
import { productListItemWire } from './product-wire';

/** `GET /{lang}/v2/products-swimlanes/{id}` (spec §7): every product of a screen's swimlane, in its order. */
export const registerSwimlanes = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly swimlanes: SwimlaneQueries },
) =>
  registry.define(
    api,
    {
      operationId: 'getProductsSwimlane',
      method: 'get',
      path: '/products-swimlanes/:id',
      summary: "A products swimlane of one of the market's screens, one page at a time, in its curated order.",
      tag: 'Screens',
      params: idParamsSchema,
      query: pageQuerySchema,
      responses: {
        200: { description: 'One page of the swimlane', schema: swimlaneSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: 'No such swimlane in this market', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, reply }) => {
      const ctx = wireContextOf(c, query);
      const swimlane = await deps.swimlanes.findSwimlane(ctx.catalogId, params.id, query);
      if (!swimlane) throw apiErrorOf(notFound('Swimlane'));
      const fields = pageFields(query, swimlane.products.total);
      const body: SwimlaneWire = {
        id: swimlane.id,
        title: swimlane.title,
        ...fields,
        _embedded: { 'app:product': swimlane.products.items.map((card) => productListItemWire(ctx, card)) },
        _links: collectionLinks({
          locale: ctx.locale,
          path: `${apiBase(ctx.locale)}/products-swimlanes/${swimlane.id}`,
          query: pagingQuery(query),
          page: fields.page,
          pages: fields.pages,
          noLinks: ctx.noLinks,
        }),
      };
      return reply(body);
    },
  );
