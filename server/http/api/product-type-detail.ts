import { apiErrorSchema } from '#contract/api-error.schema';
import { noLinksQuerySchema } from '#contract/query.schema';
import type { z } from '#contract/zod';
import type { Hono } from 'hono';
import type { ProductQueries } from '#server/catalogue/queries/product.query';
import type { ProductType } from '#server/db/schema';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { idOrSlugParamsSchema, wireContextOf } from './catalogue-request';
import { apiBase } from './hal';
import { productWire } from './product-wire';

/**
 * One product of a type by id or slug (`/cycles/{id}`, `/podcasts/{id}`): the storefront's `/cycle/[id]` and
 * `/podcast/[id]` take either (spec §2: `cycle` with ids such as `zapowiedzi`), and a product of another type is
 * no such resource.
 */
export const registerProductTypeDetail = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly products: ProductQueries },
  detail: {
    readonly type: Exclude<ProductType, 'audiobook'>;
    readonly path: string;
    readonly operationId: string;
    readonly summary: string;
    readonly schema: z.ZodType;
    /** The resource's name in a 404 (`Cycle`). */
    readonly what: string;
  },
) =>
  registry.define(
    api,
    {
      operationId: detail.operationId,
      method: 'get',
      path: `${detail.path}/:id`,
      summary: detail.summary,
      tag: 'Catalogue',
      params: idOrSlugParamsSchema,
      query: noLinksQuerySchema,
      responses: {
        200: { description: `The ${detail.what.toLowerCase()}`, schema: detail.schema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: `No such ${detail.what.toLowerCase()} in this market`, schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, reply }) => {
      const ctx = wireContextOf(c, query);
      const id = await deps.products.findIdOfType(ctx.catalogId, detail.type, params.id);
      const product = id === null ? null : await deps.products.findProduct(ctx.catalogId, id);
      if (!product) throw apiErrorOf(notFound(detail.what));
      return reply(productWire(ctx, product, `${apiBase(ctx.locale)}${detail.path}/${product.card.id}`));
    },
  );
