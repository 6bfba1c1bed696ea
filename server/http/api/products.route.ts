import { apiErrorSchema } from '#contract/api-error.schema';
import { productSchema } from '#contract/product.schema';
import { noLinksQuerySchema } from '#contract/query.schema';
import { z } from '#contract/zod';
import type { Hono } from 'hono';
import type { ProductQueries } from '#server/catalogue/queries/product.query';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { idParamsSchema, requireMarketCatalog, wireContextOf } from './catalogue-request';
import { productWire } from './product-wire';

/** `catalog_id` names the catalogue the client believes it reads; `strict=1` asks for that catalogue only. */
export const productQuerySchema = noLinksQuerySchema.extend({
  catalog_id: z.uuid().optional(),
  // Lookups are always strict here (one catalogue a market), so the flag is validated and otherwise has no effect.
  strict: z.enum(['0', '1']).optional(),
});

/** `GET /{lang}/v2/products/{id}` (spec §3 Product, §7). */
export const registerProducts = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly products: ProductQueries },
) =>
  registry.define(
    api,
    {
      operationId: 'getProduct',
      method: 'get',
      path: '/products/:id',
      summary:
        'A product of the market (audiobook, cycle or podcast) with prices in minor units, its authors, lectors, publishers and categories, and its cycles, volumes or episodes.',
      tag: 'Catalogue',
      params: idParamsSchema,
      query: productQuerySchema,
      responses: {
        200: { description: 'The product', schema: productSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: 'No such product in this market', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, reply }) => {
      requireMarketCatalog(c, query.catalog_id, 'Product');
      const ctx = wireContextOf(c, query);
      const product = await deps.products.findProduct(ctx.catalogId, params.id);
      if (!product) throw apiErrorOf(notFound('Product'));
      return reply(productWire(ctx, product));
    },
  );
