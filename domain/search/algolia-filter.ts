import { type AlgoliaConfig, type Facet, isFacetName } from './algolia-config';

/** Why a config cannot be turned into a filter. */
export interface InvalidFacetNameError {
  readonly code: 'SEARCH.INVALID_FACET_NAME';
  readonly name: string;
}

/** A filter string for the hosted search service, or the facet name that would have corrupted it. */
export type AlgoliaFilterResult =
  | { readonly ok: true; readonly filter: string }
  | { readonly ok: false; readonly error: InvalidFacetNameError };

/** Spec §7: a facet value inside single quotes, with backslashes and quotes escaped so it cannot end the quote. */
export const quoteFacetValue = (value: string): string => `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/** Spec §7: one facet as `name:'value'`. */
export const facetTerm = (facet: Facet): string => `${facet.name}:${quoteFacetValue(facet.value)}`;

/**
 * Spec §7: the filter for a visitor search config. Select facets are joined with OR inside parentheses,
 * restrict facets with AND, and the two parts with AND, so restrict facets always apply:
 * `(a:'x' OR a:'y') AND b:'z'`. Exact format for empty parts: no select facets gives `b:'z'`, no restrict
 * facets gives `(a:'x' OR a:'y')` (one select facet is still parenthesised: `(a:'x')`), neither gives ''.
 * A facet name that is not a plain attribute path is refused rather than dropped, since dropping a restrict
 * facet would widen the search.
 */
export const buildAlgoliaFilter = (
  config: Pick<AlgoliaConfig, 'selectFacets' | 'restrictFacets'>,
): AlgoliaFilterResult => {
  const invalid = [...config.selectFacets, ...config.restrictFacets].find((facet) => !isFacetName(facet.name));
  if (invalid) return { ok: false, error: { code: 'SEARCH.INVALID_FACET_NAME', name: invalid.name } };
  const select = config.selectFacets.length > 0 ? [`(${config.selectFacets.map(facetTerm).join(' OR ')})`] : [];
  return { ok: true, filter: [...select, ...config.restrictFacets.map(facetTerm)].join(' AND ') };
};
