import { FILTER_KEYWORDS } from './filter-ast';

/** Spec §7: one facet of the visitor search config, matched as `name:'value'`. */
export interface Facet {
  readonly name: string;
  readonly value: string;
}

/** Spec §7 `/visitor/{catalogId}/algolia`: the index to query and the facets every query is filtered by. */
export interface AlgoliaConfig {
  readonly indexName: string;
  readonly selectFacets: readonly Facet[];
  readonly restrictFacets: readonly Facet[];
}

/** A filter in conjunctive form: every group must match, and a group matches when any of its facets does. */
export type FacetGroups = readonly (readonly Facet[])[];

/** Facet names the filter can carry unquoted: attribute paths such as `catalog_id` or `categories.lvl0`. */
export const FACET_NAME_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** Whether a facet name can appear unquoted in a filter (anything else, a keyword too, could change its meaning). */
export const isFacetName = (name: string): boolean => FACET_NAME_PATTERN.test(name) && !FILTER_KEYWORDS.includes(name);

/**
 * Spec §7: the facet groups a config stands for: select facets form one OR group (left out when empty),
 * and each restrict facet is a group of its own, so restrict facets always apply.
 */
export const facetGroupsOf = (config: Pick<AlgoliaConfig, 'selectFacets' | 'restrictFacets'>): FacetGroups => [
  ...(config.selectFacets.length > 0 ? [config.selectFacets] : []),
  ...config.restrictFacets.map((facet) => [facet]),
];
