import { apiErrorSchema } from '#contract/api-error.schema';
import { type SearchConfigWire, searchConfigSchema } from '#contract/search-config.schema';
import { z } from '#contract/zod';
import type { Hono } from 'hono';
import type { Locale } from '#domain/market/locale';
import type { SearchCredentials } from '#server/search/search-credentials';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { requireMarketCatalog } from './catalogue-request';

/** Where storefronts search: the index of each market, the search-only credentials and, when local, the host. */
export interface SearchConfigDeps {
  readonly credentials: SearchCredentials;
  readonly indexName: (locale: Locale) => string;
  /** A fixed Algolia-compatible host as `host[/path]`; without it and without `sameOriginPath`, Algolia's own. */
  readonly host?: string;
  /** The path of this server's Algolia-compatible API: the host handed out is then the request's own (search-notes). */
  readonly sameOriginPath?: string;
}

/** `GET /{lang}/v2/visitor/{catalogId}/algolia` (spec §7, api-contract "Search"). */
export const registerSearchConfig = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly searchConfig: SearchConfigDeps },
) =>
  registry.define(
    api,
    {
      operationId: 'getVisitorSearchConfig',
      method: 'get',
      path: '/visitor/:catalogId/algolia',
      summary:
        "The market's search index, the facets restricting every query to its catalogue, the search-only credentials and the search host.",
      tag: 'Search',
      params: z.object({ catalogId: z.uuid() }),
      responses: {
        200: { description: 'The search configuration', schema: searchConfigSchema },
        404: { description: 'Not this market', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    (c, { params, reply }) => {
      requireMarketCatalog(c, params.catalogId);
      const market = c.get('market');
      const { credentials, host, sameOriginPath } = deps.searchConfig;
      const searchHost =
        host ?? (sameOriginPath === undefined ? undefined : `${new URL(c.req.url).host}${sameOriginPath}`);
      const body: SearchConfigWire = {
        index_name: deps.searchConfig.indexName(market.locale),
        restrict_facets: [{ name: 'catalog_id', value: market.catalogId }],
        select_facets: [],
        app_id: credentials.appId,
        search_api_key: credentials.searchApiKey,
        ...(searchHost === undefined ? {} : { host: searchHost }),
      };
      return reply(body);
    },
  );
