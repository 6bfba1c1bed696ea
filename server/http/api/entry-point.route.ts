import { apiErrorSchema } from '#infrastructure/http/contract/api-error.schema';
import { type EntryPointWire, entryPointSchema } from '#infrastructure/http/contract/entry-point.schema';
import { noLinksQuerySchema } from '#infrastructure/http/contract/query.schema';
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
    (c, { query }) => {
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
            'app:openapi': { href: `${base}/openapi.json` },
            'app:docs': { href: `${base}/docs` },
          },
          query['_f[noLinks]'] === '1',
        ),
      };
      return c.json(body);
    },
  );
