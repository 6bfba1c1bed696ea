import { apiErrorSchema } from '#contract/api-error.schema';
import { productCollectionQuerySchema } from '#contract/pagination.schema';
import { type ProductCollectionWire, productCollectionSchema } from '#contract/product.schema';
import type { Hono } from 'hono';
import type { ProductTypeListQueries } from '#server/catalogue/queries/product-type-list.query';
import type { ProductType } from '#server/db/schema';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { orderOf, pagingQuery, wireContextOf } from './catalogue-request';
import { collectionLinks, pageFields } from './collection';
import { apiBase } from './hal';
import { productListItemWire } from './product-wire';

/** A paginated, sortable collection of every product of one type (`/cycles`, `/podcasts`), newest first by default. */
export const registerProductTypeList = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly productTypes: ProductTypeListQueries },
  list: { readonly type: ProductType; readonly path: string; readonly operationId: string; readonly summary: string },
) =>
  registry.define(
    api,
    {
      operationId: list.operationId,
      method: 'get',
      path: list.path,
      summary: list.summary,
      tag: 'Catalogue',
      query: productCollectionQuerySchema,
      responses: {
        200: { description: 'One page of the collection', schema: productCollectionSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { query, reply }) => {
      const ctx = wireContextOf(c, query);
      const order = orderOf(query, 'newest');
      const products = await deps.productTypes.listByType({
        catalogId: ctx.catalogId,
        type: list.type,
        order,
        page: query,
      });
      const fields = pageFields(query, products.total);
      const body: ProductCollectionWire = {
        ...fields,
        ...order,
        _embedded: { 'app:product': products.items.map((card) => productListItemWire(ctx, card)) },
        _links: collectionLinks({
          locale: ctx.locale,
          path: `${apiBase(ctx.locale)}${list.path}`,
          query: pagingQuery(query, order),
          page: fields.page,
          pages: fields.pages,
          noLinks: ctx.noLinks,
        }),
      };
      return reply(body);
    },
  );
