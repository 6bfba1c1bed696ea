import type { Context } from 'hono';
import type { CategoryListWire } from '#infrastructure/http/contract/category.schema';
import { noLinksQuerySchema } from '#infrastructure/http/contract/query.schema';
import type { CategoryRepository } from '../../db/repositories/category.repository';
import type { AppEnv } from '../app-env';
import { parseQuery } from '../parse-query';
import { apiBase, halLinks } from './hal';

/** Spec §7 and §9: visitors' catalogue reads may be cached for 900 s. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=900';

/** `GET /{lang}/v2/categories`: every category of the market (spec §3 Category). */
export const categoriesRoute = (deps: { readonly categories: CategoryRepository }) => async (c: Context<AppEnv>) => {
  const query = parseQuery(c, noLinksQuerySchema);
  const market = c.get('market');
  const records = await deps.categories.listByCatalog(market.catalogId);
  const body: CategoryListWire = {
    total: records.length,
    _embedded: {
      'app:category': records.map((r) => ({ id: r.id, slug: r.slug, name: r.name, parent_id: r.parentId })),
    },
    _links: halLinks(market.locale, `${apiBase(market.locale)}/categories`, {}, query['_f[noLinks]'] === '1'),
  };
  c.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
  return c.json(body);
};
