import type { SearchConfigError, SearchConfigPort } from '#application/ports/search-config.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { CatalogId } from '#domain/market/market';
import type { AlgoliaConfig } from '#domain/search/algolia-config';

/** Spec §7: a select OR group and one restrict facet, like a real market's config. */
export const A_SEARCH_CONFIG: AlgoliaConfig = {
  indexName: 'products_pl',
  selectFacets: [
    { name: 'type', value: 'audiobook' },
    { name: 'type', value: 'podcast' },
  ],
  restrictFacets: [{ name: 'catalog_id', value: 'pl-catalog' }],
};

/** The markets' search configs in memory; counts the loads and can fail a number of times. */
export class FakeSearchConfig implements SearchConfigPort {
  #config: AlgoliaConfig;
  #failuresLeft = 0;
  #failure: SearchConfigError = { code: 'SEARCH.CONFIG_UNAVAILABLE' };
  readonly loadedFor: CatalogId[] = [];

  constructor(config: AlgoliaConfig = A_SEARCH_CONFIG) {
    this.#config = config;
  }

  withConfig(config: AlgoliaConfig): this {
    this.#config = config;
    return this;
  }

  /** The next `times` loads fail (Infinity: all of them), with the error given. */
  failing(times = Number.POSITIVE_INFINITY, error: SearchConfigError = { code: 'SEARCH.CONFIG_UNAVAILABLE' }): this {
    this.#failuresLeft = times;
    this.#failure = error;
    return this;
  }

  async load(catalogId: CatalogId): Promise<Result<AlgoliaConfig, SearchConfigError>> {
    this.loadedFor.push(catalogId);
    if (this.#failuresLeft > 0) {
      this.#failuresLeft -= 1;
      return err(this.#failure);
    }
    return ok(this.#config);
  }
}
