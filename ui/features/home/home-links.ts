import type { Locale } from '#domain/market/locale';
import { categoryPathId } from '#domain/routing/category-path-id';
import { pathFor, pathForTarget } from '#domain/routing/path-for';
import type { RoutingContext } from '#domain/routing/routing-context';
import { resolveShortLink } from '#domain/routing/short-link';
import type { Category } from '#domain/catalog/category';
import type { HomeProduct } from './home-section';

/** Spec §2: a product's page by its type: audiobook, podcast or cycle, addressed by id. */
export const productPath = (
  product: Pick<HomeProduct, 'id' | 'type'>,
  locale: Locale,
  routing: RoutingContext,
): string => pathFor(product.type, { id: product.id }, locale, routing);

/** Spec §2: a category's page, by slug or else id. */
export const categoryPath = (category: Category, locale: Locale, routing: RoutingContext): string =>
  pathFor('category', { id: categoryPathId(category) }, locale, routing);

/** Where an item-set element leads: an internal path (from its short link) or the link itself when unrecognised. */
export const elementHref = (
  deeplink: string,
  locale: Locale,
  routing: RoutingContext,
): { readonly internal: boolean; readonly href: string } => {
  const resolved = resolveShortLink(deeplink);
  return 'external' in resolved
    ? { internal: false, href: resolved.external }
    : { internal: true, href: pathForTarget(resolved, locale, routing) };
};
