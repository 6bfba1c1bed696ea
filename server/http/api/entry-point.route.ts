import type { Context } from 'hono';
import type { EntryPointWire } from '#infrastructure/http/contract/entry-point.schema';
import { noLinksQuerySchema } from '#infrastructure/http/contract/query.schema';
import type { AppEnv } from '../app-env';
import { parseQuery } from '../parse-query';
import { apiBase, halLinks } from './hal';

/** `GET /{lang}/v2/`: the HAL entry point naming the market's catalogue, currency and main resources. */
export const entryPointRoute = (c: Context<AppEnv>) => {
  const query = parseQuery(c, noLinksQuerySchema);
  const market = c.get('market');
  const base = apiBase(market.locale);
  const body: EntryPointWire = {
    catalog_id: market.catalogId,
    currency: market.currency,
    locale: market.ietfTag,
    _links: halLinks(
      market.locale,
      `${base}/`,
      { 'app:categories': { href: `${base}/categories` } },
      query['_f[noLinks]'] === '1',
    ),
  };
  return c.json(body);
};
