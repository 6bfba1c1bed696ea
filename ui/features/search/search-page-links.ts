import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import type { RoutingContext } from '#domain/routing/routing-context';
import type { Facet } from '#domain/search/algolia-config';
import { REFINEMENT_PARAM, refinementQueryValue } from '#domain/search/search-refinements';
import { searchRoutePath } from '#ui/components/search/search-links';

/** Everything a search page's address holds. */
export interface SearchAddress {
  readonly phrase: string;
  readonly refinements: readonly Facet[];
  /** The 1-based result page; the first is left out of the address. */
  readonly page: number;
  /** The category path id of `/search/[context]`; null for `/search`. */
  readonly context: string | null;
}

/**
 * Spec §2: a search page's address, `/search?phrase=…&facet=name:value&page=2` (or `/search/[context]?…`), so every
 * results page, facet choice and page of results is a plain link that works without JavaScript and survives a reload.
 */
export const searchPageAddress = (address: SearchAddress, locale: Locale, routing: RoutingContext): string => {
  const path =
    address.context === null
      ? searchRoutePath(locale, routing)
      : pathFor('searchContext', { context: address.context }, locale, routing);
  const query = new URLSearchParams();
  if (address.phrase !== '') query.set('phrase', address.phrase);
  for (const refinement of address.refinements) query.append(REFINEMENT_PARAM, refinementQueryValue(refinement));
  if (address.page > 1) query.set('page', String(address.page));
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
};
