import type { AlgoliaConfig, Facet } from './algolia-config';

/** The facets a visitor narrows a search page by, in the order the page offers them (index attributes). */
export const REFINABLE_FACETS = ['type', 'category'] as const;

export type RefinableFacet = (typeof REFINABLE_FACETS)[number];

/** The query parameter a refinement travels in, once per facet: `?phrase=lalka&facet=type:podcast`. */
export const REFINEMENT_PARAM = 'facet';

/** Longest facet value read from an address: slugs and ids are far shorter, so anything longer is noise. */
export const MAX_REFINEMENT_VALUE_LENGTH = 100;

/** A facet value the visitor chose, of a facet the page offers. */
export interface Refinement extends Facet {
  readonly name: RefinableFacet;
}

const isRefinable = (name: string): name is RefinableFacet => (REFINABLE_FACETS as readonly string[]).includes(name);

const byFacetOrder = (a: Refinement, b: Refinement): number =>
  REFINABLE_FACETS.indexOf(a.name) - REFINABLE_FACETS.indexOf(b.name);

/** A refinement as its query value, `name:value`. */
export const refinementQueryValue = (refinement: Facet): string => `${refinement.name}:${refinement.value}`;

/**
 * The refinements a search page's address holds (`facet=name:value`, repeated): facets the page offers only
 * (`allowed`), one value per facet (the first), values trimmed, non-empty and at most 100 characters, in the page's
 * facet order. Anything else is ignored, so a hand-edited address still shows a search.
 */
export const refinementsFromQuery = (
  values: readonly string[],
  allowed: readonly RefinableFacet[] = REFINABLE_FACETS,
): readonly Refinement[] => {
  const chosen = new Map<RefinableFacet, Refinement>();
  for (const raw of values) {
    const colon = raw.indexOf(':');
    if (colon < 0) continue;
    const name = raw.slice(0, colon).trim();
    const value = raw.slice(colon + 1).trim();
    if (!isRefinable(name) || !allowed.includes(name) || chosen.has(name)) continue;
    if (value === '' || value.length > MAX_REFINEMENT_VALUE_LENGTH) continue;
    chosen.set(name, { name, value });
  }
  return [...chosen.values()].sort(byFacetOrder);
};

/**
 * The refinements after choosing one facet value: it replaces the facet's other value, and choosing the value already
 * chosen drops it (a link that toggles). The result keeps the page's facet order.
 */
export const toggleRefinement = (refinements: readonly Refinement[], choice: Refinement): readonly Refinement[] => {
  const others = refinements.filter((refinement) => refinement.name !== choice.name);
  const isChosen = refinements.some((r) => r.name === choice.name && r.value === choice.value);
  return isChosen ? others : [...others, choice].sort(byFacetOrder);
};

/**
 * Spec §7 narrowed by the search page: the market's config with the page's own facets (its context's category, the
 * chosen refinements) added as restrict facets, so each one must match besides the market's own.
 */
export const narrowedConfig = (
  config: Pick<AlgoliaConfig, 'selectFacets' | 'restrictFacets'>,
  narrowing: readonly Facet[],
): Pick<AlgoliaConfig, 'selectFacets' | 'restrictFacets'> => ({
  selectFacets: config.selectFacets,
  restrictFacets: [...config.restrictFacets, ...narrowing],
});

/** One value of a facet as the page offers it: how many results hold it, and whether it is the chosen one. */
export interface FacetOption {
  readonly value: string;
  readonly count: number;
  readonly isSelected: boolean;
}

/** How many values of one facet a page lists. */
export const FACET_OPTIONS_LIMIT = 12;

/**
 * The values of one facet a page offers, from the index's counts: most results first (then by value, so the order is
 * stable), values without results left out, at most `limit`, and the chosen value always among them (first when it
 * would fall beyond the limit), with its count or 0.
 */
export const facetOptions = (
  counts: Readonly<Record<string, number>> | undefined,
  selected: string | undefined,
  limit: number = FACET_OPTIONS_LIMIT,
): readonly FacetOption[] => {
  const ranked = Object.entries(counts ?? {})
    .filter(([, count]) => Number.isFinite(count) && count > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .map(([value, count]) => ({ value, count, isSelected: value === selected }));
  const shown = ranked.slice(0, Math.max(0, limit));
  if (selected === undefined || shown.some((option) => option.isSelected)) return shown;
  const chosen = ranked.find((option) => option.isSelected) ?? { value: selected, count: 0, isSelected: true };
  return [chosen, ...shown.slice(0, Math.max(0, limit - 1))];
};
