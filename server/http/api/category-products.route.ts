import { apiErrorSchema } from '#contract/api-error.schema';
import { type CategoryProductsWire, categoryProductsSchema } from '#contract/category-products.schema';
import { productCollectionQuerySchema } from '#contract/pagination.schema';
import type { Hono } from 'hono';
import { type CategoryProductQueries, findSubtree } from '#server/catalogue/queries/category-products.query';
import type { CategoryRepository } from '#server/catalogue/category-repository.port';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { idOrSlugParamsSchema, orderOf, pagingQuery, wireContextOf } from './catalogue-request';
import { collectionLinks, pageFields } from './collection';
import { apiBase } from './hal';
import { categoryWire, productListItemWire } from './product-wire';

/** `GET /{lang}/v2/categories/{id}/products` (spec §7): a category's products, child categories included. */
export const registerCategoryProducts = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly categories: CategoryRepository; readonly categoryProducts: CategoryProductQueries },
) =>
  registry.define(
    api,
    {
      operationId: 'listCategoryProducts',
      method: 'get',
      path: '/categories/:id/products',
      summary:
        'The products of a category (by id or slug) and of its child categories, one page at a time, sorted by popularity, rating, newest, price or name.',
      tag: 'Catalogue',
      params: idOrSlugParamsSchema,
      query: productCollectionQuerySchema,
      responses: {
        200: { description: 'One page of the products', schema: categoryProductsSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: 'No such category in this market', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, reply }) => {
      const ctx = wireContextOf(c, query);
      const order = orderOf(query);
      const found = findSubtree(await deps.categories.listByCatalog(ctx.catalogId), params.id);
      if (!found) throw apiErrorOf(notFound('Category'));
      const products = await deps.categoryProducts.listProducts({
        catalogId: ctx.catalogId,
        categoryIds: found.subtreeIds,
        order,
        page: query,
      });
      const fields = pageFields(query, products.total);
      const body: CategoryProductsWire = {
        ...fields,
        ...order,
        _embedded: {
          'app:product': products.items.map((card) => productListItemWire(ctx, card)),
          'app:category': [categoryWire(ctx, found.category)],
        },
        _links: collectionLinks({
          locale: ctx.locale,
          path: `${apiBase(ctx.locale)}/categories/${encodeURIComponent(params.id)}/products`,
          query: pagingQuery(query, order),
          page: fields.page,
          pages: fields.pages,
          noLinks: ctx.noLinks,
        }),
      };
      return reply(body);
    },
  );
