import type { Category } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { categoryPathId } from '#domain/routing/category-path-id';
import type { AlgoliaConfig, Facet } from '#domain/search/algolia-config';
import { buildAlgoliaFilter } from '#domain/search/algolia-filter';
import { type SearchPhrase, toSearchPhrase } from '#domain/search/search-phrase';
import {
  facetOptions,
  narrowedConfig,
  REFINABLE_FACETS,
  type RefinableFacet,
  type Refinement,
  refinementsFromQuery,
} from '#domain/search/search-refinements';
import type { SearchResultPage } from '#domain/search/search-result-page';
import { err, ok, type Result } from '#domain/shared/result';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { hasContent, type ScreenSection } from '../home/screen';
import type { CatalogRepository } from '../ports/catalog-repository.port';
import type { ScreenRepository } from '../ports/screen-repository.port';
import type { SearchConfigPort } from '../ports/search-config.port';
import type { SearchIndexPort } from '../ports/search-index.port';
import type { SearchPage, SearchPageError, SearchPageFacet } from './search-page';

export interface LoadSearchPageDeps {
  readonly searchConfig: SearchConfigPort;
  readonly searchIndex: SearchIndexPort;
  readonly catalogRepository: CatalogRepository;
  readonly screenRepository: ScreenRepository;
}

export interface LoadSearchPageInput {
  readonly locale: Locale;
  /** The address's `phrase` as it came; null when it has none. */
  readonly phrase: string | null;
  /** The 1-based result page (from `pageFromQuery`). */
  readonly page: number;
  /** The address's `facet` values (`name:value`), as they came. */
  readonly facets: readonly string[];
  /** `/search/[context]`: the category searched in, by slug or id; null on `/search`. */
  readonly context: string | null;
}

const UNAVAILABLE: SearchPageError = { code: 'SEARCH.UNAVAILABLE' };

/** The facets a page offers: a context fixes the category, so only the type is left to choose there. */
const offeredFacets = (context: Category | null): readonly RefinableFacet[] =>
  context === null ? REFINABLE_FACETS : REFINABLE_FACETS.filter((name) => name !== 'category');

// The context names a category by what its path would (slug, else id), or by id.
const categoryOf = (categories: readonly Category[], context: string): Category | undefined =>
  categories.find((category) => categoryPathId(category) === context || category.id === context);

/** Category names under the values the index's `category` facet counts: slugs, or ids for a category without one. */
const namesOf = (categories: readonly Category[]): Readonly<Record<string, string>> =>
  Object.fromEntries(categories.map((category) => [categoryPathId(category), category.name]));

/**
 * Spec §2 search page (`/search?phrase=`, `/search/[context]`), §3 search result page and §7 search: the phrase
 * checked by the search box's rules (blank or over 120 characters: a prompt instead), searched in the market's index
 * with its facet filter (spec §7), narrowed by the context's category and the chosen facet values, 15 results a page
 * (spec §9 items limit). Each facet's counts ignore that facet's own choice (a second query), so its other values stay
 * offered with their counts. The market's search screen is the suggestions of the prompt and of an empty result.
 */
export class LoadSearchPage {
  readonly #deps: LoadSearchPageDeps;

  constructor(deps: LoadSearchPageDeps) {
    this.#deps = deps;
  }

  async execute(input: LoadSearchPageInput): Promise<Result<SearchPage, SearchPageError>> {
    const phrase = toSearchPhrase(input.phrase ?? '');
    const [categories, config] = await Promise.all([
      this.#deps.catalogRepository.listCategories(input.locale),
      phrase === undefined ? null : this.#deps.searchConfig.load(MARKETS[input.locale].catalogId),
    ]);
    if (!categories.ok && categories.error.code === 'API.MAINTENANCE') return err(categories.error);
    if (config && !config.ok) return err(config.error.code === 'API.MAINTENANCE' ? config.error : UNAVAILABLE);
    let context: Category | null = null;
    if (input.context !== null) {
      // A context that cannot be checked is not shown as someone else's results.
      if (!categories.ok) return err(UNAVAILABLE);
      context = categoryOf(categories.value, input.context) ?? null;
      if (context === null) return err({ code: 'SEARCH.CONTEXT_NOT_FOUND' });
    }
    if (phrase === undefined || config === null) {
      return ok({ kind: 'prompt', context, suggestions: await this.#suggestions(input.locale) });
    }
    const allowed = offeredFacets(context);
    const refinements = refinementsFromQuery(input.facets, allowed);
    const fixed: readonly Facet[] = context === null ? [] : [{ name: 'category', value: categoryPathId(context) }];
    const searched = await this.#search(config.value, phrase, input.page, fixed, refinements, allowed);
    if (!searched.ok) return searched;
    const { results, facets } = searched.value;
    if (results.pages > 0 && input.page > results.pages) return err({ code: 'SEARCH.PAGE_NOT_FOUND' });
    return ok({
      kind: 'results',
      phrase,
      context,
      refinements,
      results,
      facets,
      categoryNames: categories.ok ? namesOf(categories.value) : {},
      suggestions: results.total === 0 ? await this.#suggestions(input.locale) : [],
    });
  }

  /**
   * The page's results and each offered facet's options. A facet with a chosen value is counted by a query without
   * that choice (disjunctive faceting), so choosing another value of it is a single link away.
   */
  async #search(
    config: AlgoliaConfig,
    phrase: SearchPhrase,
    page: number,
    fixed: readonly Facet[],
    refinements: readonly Refinement[],
    allowed: readonly RefinableFacet[],
  ): Promise<Result<{ results: SearchResultPage; facets: readonly SearchPageFacet[] }, SearchPageError>> {
    const filterWith = (chosen: readonly Refinement[]) =>
      buildAlgoliaFilter(narrowedConfig(config, [...fixed, ...chosen]));
    const main = filterWith(refinements);
    if (!main.ok) return err(UNAVAILABLE);
    const query = { indexName: config.indexName, phrase };
    const [answer, ...others] = await Promise.all([
      this.#deps.searchIndex.search({ ...query, filter: main.filter, page, hitsPerPage: ITEMS_LIMIT, facets: allowed }),
      ...refinements.map(async (refinement) => {
        const filter = filterWith(refinements.filter((other) => other.name !== refinement.name));
        if (!filter.ok) return err(UNAVAILABLE);
        return this.#deps.searchIndex.search({
          ...query,
          filter: filter.filter,
          page: 1,
          hitsPerPage: 0,
          facets: [refinement.name],
        });
      }),
    ]);
    if (!answer?.ok) return err(UNAVAILABLE);
    const facets = allowed.map((name): SearchPageFacet => {
      const chosen = refinements.findIndex((refinement) => refinement.name === name);
      const counted = chosen < 0 ? answer : others[chosen];
      const counts = counted?.ok ? counted.value.facets[name] : undefined;
      return { name, options: facetOptions(counts, refinements[chosen]?.value) };
    });
    return ok({ results: answer.value, facets });
  }

  // Secondary: without the search screen the page still shows its prompt or its empty result.
  async #suggestions(locale: Locale): Promise<readonly ScreenSection[]> {
    const screen = await this.#deps.screenRepository.findScreen(locale, 'search');
    return screen.ok ? screen.value.sections.filter(hasContent) : [];
  }
}
