import { pageFromQuery } from '#domain/catalog/page-query';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { matchPath } from '#domain/routing/match-path';
import { pathForTarget } from '#domain/routing/path-for';
import type { RouteName } from '#domain/routing/route-table';
import type { RoutingContext } from '#domain/routing/routing-context';

/** One `<link rel="alternate" hreflang>`. */
export interface Alternate {
  readonly hrefLang: string;
  readonly href: string;
}

/** What a page's head says about where it lives: its canonical address and its versions in the other markets. */
export interface PageAddress {
  readonly canonical: string;
  readonly alternates: readonly Alternate[];
}

/** The value `x-default` points at: the address that picks a market for the visitor. */
export const X_DEFAULT = 'x-default';

/** The pages that list products a page at a time (`?page=2`): each of their pages has an address of its own. */
export const PAGED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['category', 'author', 'lector', 'publisher']);

/** The part of a paged list's query its canonical address keeps: a page after the first, never the order. */
const canonicalQuery = (name: RouteName, search: string): string => {
  if (!PAGED_ROUTES.has(name)) return '';
  // Sorted, a page holds the same titles in another order: every order shares the default order's address.
  const page = pageFromQuery(new URLSearchParams(search).get('page'));
  return page > 1 ? `?page=${page}` : '';
};

/**
 * The canonical address of a storefront path (no trailing slash, no query but a paged list's page after the first)
 * and, for a page every market has (a route without parameters), its address in each of the eight markets plus
 * x-default. Pages of one market's products, categories or people have no counterpart elsewhere (their ids and
 * slugs are the market's own), so they name only themselves, in their market's language. Null for a path no route
 * claims.
 */
export const pageAddress = (
  origin: string,
  pathname: string,
  routing: RoutingContext,
  search = '',
): PageAddress | null => {
  const match = matchPath(pathname, routing);
  if (match === null) return null;
  const canonical = `${origin}${pathForTarget(match, match.locale, routing)}${canonicalQuery(match.name, search)}`;
  if (Object.keys(match.params).length > 0)
    return { canonical, alternates: [{ hrefLang: MARKETS[match.locale].ietfTag, href: canonical }] };
  const hrefOf = (locale: Locale) => `${origin}${pathForTarget(match, locale, routing)}`;
  const alternates: Alternate[] = LOCALES.map((locale) => ({
    hrefLang: MARKETS[locale].ietfTag,
    href: hrefOf(locale),
  }));
  // `/` chooses the market from Accept-Language; any other page falls back to the default market's version.
  alternates.push({ hrefLang: X_DEFAULT, href: match.name === 'home' ? `${origin}/` : hrefOf(DEFAULT_LOCALE) });
  return { canonical, alternates };
};

/** Open Graph's locale form of a market's locale tag (`pl_PL`). */
export const openGraphLocale = (locale: Locale): string => MARKETS[locale].ietfTag.replace('-', '_');
