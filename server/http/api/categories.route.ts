import { apiErrorSchema } from '#contract/api-error.schema';
import { type CategoryListWire, categoryListSchema } from '#contract/category.schema';
import { noLinksQuerySchema } from '#contract/query.schema';
import type { Hono } from 'hono';
import type { CategoryRepository } from '../../catalogue/category-repository.port';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { apiBase, halLinks } from './hal';

/** `GET /{lang}/v2/categories`: every category of the market (spec §3 Category). */
export const registerCategories = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly categories: CategoryRepository },
) =>
  registry.define(
    api,
    {
      operationId: 'listCategories',
      method: 'get',
      path: '/categories',
      summary: 'Every category of the market, parents before their children; top-level ones have no parent_id.',
      tag: 'Catalogue',
      query: noLinksQuerySchema,
      responses: {
        200: { description: 'The categories', schema: categoryListSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { query, reply }) => {
      const market = c.get('market');
      const records = await deps.categories.listByCatalog(market.catalogId);
      const body: CategoryListWire = {
        total: records.length,
        _embedded: {
          'app:category': records.map((r) => ({ id: r.id, slug: r.slug, name: r.name, parent_id: r.parentId })),
        },
        _links: halLinks(market.locale, `${apiBase(market.locale)}/categories`, {}, query['_f[noLinks]'] === '1'),
      };
      return reply(body);
    },
  );
