import { apiErrorSchema } from '#contract/api-error.schema';
import { type EntryPointWire, entryPointSchema } from '#contract/entry-point.schema';
import { noLinksQuerySchema } from '#contract/query.schema';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { apiBase, halLinks } from './hal';

/** `GET /{lang}/v2/`: the HAL entry point naming the market's catalogue, currency and main resources. */
export const registerEntryPoint = (api: Hono<AppEnv>, registry: ApiRegistry) =>
  registry.define(
    api,
    {
      operationId: 'getEntryPoint',
      method: 'get',
      path: '/',
      summary: "The market's catalogue id, currency and locale, with links to the main resources.",
      tag: 'Entry point',
      query: noLinksQuerySchema,
      responses: {
        200: { description: 'The entry point', schema: entryPointSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    (c, { query, reply }) => {
      const market = c.get('market');
      const base = apiBase(market.locale);
      const body: EntryPointWire = {
        catalog_id: market.catalogId,
        currency: market.currency,
        locale: market.ietfTag,
        _links: halLinks(
          market.locale,
          `${base}/`,
          {
            'app:categories': { href: `${base}/categories` },
            'app:category-products': { href: `${base}/categories/{id}/products`, templated: true },
            'app:product': { href: `${base}/products/{id}`, templated: true },
            'app:audiobook': { href: `${base}/audiobooks/{id}`, templated: true },
            'app:cycles': { href: `${base}/cycles` },
            'app:podcasts': { href: `${base}/podcasts` },
            'app:author': { href: `${base}/authors/{id}`, templated: true },
            'app:author-by-slug': { href: `${base}/authors/slug/{slug}`, templated: true },
            'app:lector-by-slug': { href: `${base}/lectors/slug/{slug}`, templated: true },
            'app:publisher-by-slug': { href: `${base}/publishers/slug/{slug}`, templated: true },
            'app:reviews': { href: `${base}/catalogs/${market.catalogId}/products/{id}/reviews`, templated: true },
            'app:screen': { href: `${base}/visitor/${market.catalogId}/screen/home` },
            'app:catalog-screen': { href: `${base}/visitor/${market.catalogId}/screen/catalog` },
            'app:search-screen': { href: `${base}/visitor/${market.catalogId}/screen/search` },
            'app:help-center': { href: `${base}/visitor/${market.catalogId}/screen/help-center` },
            'app:products-swimlane': { href: `${base}/products-swimlanes/{id}`, templated: true },
            'app:search-config': { href: `${base}/visitor/${market.catalogId}/algolia` },
            'app:search-slug': { href: `${base}/search/{q}/get-slug`, templated: true },
            'app:legal': { href: `${base}/legal/{page}`, templated: true },
            'app:openapi': { href: `${base}/openapi.json` },
            'app:docs': { href: `${base}/docs` },
          },
          query['_f[noLinks]'] === '1',
        ),
      };
      return reply(body);
    },
  );
