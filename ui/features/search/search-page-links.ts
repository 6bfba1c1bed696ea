import type { SearchResults } from '#application/search/search-page';
import { pageLinks } from '#domain/catalog/page-links';
import type { Locale } from '#domain/market/locale';
import { categoryPathId } from '#domain/routing/category-path-id';
import { pathFor } from '#domain/routing/path-for';
import type { RoutingContext } from '#domain/routing/routing-context';
import type { Facet } from '#domain/search/algolia-config';
import { REFINEMENT_PARAM, refinementQueryValue, toggleRefinement } from '#domain/search/search-refinements';
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

/**
 * Every address a results page links to: each facet value's (choosing it, or dropping it when chosen), the way out of
 * the filters and of the category, and each page the pager shows. Worked out by the loader, so the browser loads none of
 * the rules that build them.
 */
export interface SearchPageLinks {
  /** By facet name, then value. */
  readonly options: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly clear: string;
  readonly everywhere: string;
  /** By page number: the pages the pager lists, and those before and after the current one. */
  readonly pages: Readonly<Record<number, string>>;
}

/** The links of a results page (spec §2): the address keeps the phrase, the context and the chosen facet values. */
export const searchPageLinks = (view: SearchResults, locale: Locale, routing: RoutingContext): SearchPageLinks => {
  const base: SearchAddress = {
    phrase: view.phrase,
    refinements: view.refinements,
    page: 1,
    context: view.context === null ? null : categoryPathId(view.context),
  };
  const at = (change: Partial<SearchAddress>) => searchPageAddress({ ...base, ...change }, locale, routing);
  const { page, pages } = view.results;
  const listed = pageLinks(page, pages).flatMap((link) => (link.kind === 'page' ? [link.page] : []));
  const paged = [...listed, page - 1, page + 1].filter((number) => number >= 1 && number <= pages);
  return {
    options: Object.fromEntries(
      view.facets.map((facet) => [
        facet.name,
        Object.fromEntries(
          facet.options.map((option) => [
            option.value,
            at({ refinements: toggleRefinement(view.refinements, { name: facet.name, value: option.value }) }),
          ]),
        ),
      ]),
    ),
    clear: at({ refinements: [] }),
    everywhere: at({ context: null }),
    pages: Object.fromEntries(paged.map((number) => [number, at({ page: number })])),
  };
};
