import type { Context } from 'hono';
import { z } from '#contract/zod';
import type { ProductCollectionQuery } from '#contract/pagination.schema';
import { type ProductOrder, resolveOrder } from '#server/catalogue/queries/product-order';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import { wantsNoLinks } from './collection';
import type { WireContext } from './product-wire';

/** A path id that must be a UUID: anything else names no resource (404). */
export const idParamsSchema = z.object({ id: z.uuid() });

/** A path id that may be a UUID or a slug. */
export const idOrSlugParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** The wire context of a request: its market and whether it asked for `_f[noLinks]=1`. */
export const wireContextOf = (
  c: Context<AppEnv>,
  query: { readonly '_f[noLinks]'?: '0' | '1' | undefined },
): WireContext => {
  const market = c.get('market');
  return {
    locale: market.locale,
    catalogId: market.catalogId,
    currency: market.currency,
    noLinks: wantsNoLinks(query),
  };
};

/** Spec §6: a catalogue id in the path or query must be the market's own; another market's is unknown here. */
export const requireMarketCatalog = (c: Context<AppEnv>, catalogId: string | undefined, what = 'Catalog'): void => {
  if (catalogId !== undefined && catalogId !== c.get('market').catalogId) throw apiErrorOf(notFound(what));
};

/** The requested order with its direction filled in; popularity unless the collection has another default. */
export const orderOf = (query: ProductCollectionQuery, fallback: ProductOrder['sort'] = 'popularity'): ProductOrder =>
  resolveOrder(query.sort ?? fallback, query.order);

/** What page links repeat: the page size and the order. */
export const pagingQuery = (query: { readonly limit: number }, order?: ProductOrder) => ({
  limit: query.limit,
  ...(order ? { sort: order.sort, order: order.order } : {}),
});
