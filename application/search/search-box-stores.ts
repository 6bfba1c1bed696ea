import type { CatalogId } from '#domain/market/market';
import { SearchBoxStore, type SearchBoxStoreDeps } from './search-box.store';

/**
 * One search box store per market, made on first use and kept for the page's life, so the phrase and results
 * survive navigation inside a market and React never has to dispose a store it may mount twice.
 */
export class SearchBoxStores {
  readonly #deps: Omit<SearchBoxStoreDeps, 'catalogId'>;
  readonly #stores = new Map<CatalogId, SearchBoxStore>();

  constructor(deps: Omit<SearchBoxStoreDeps, 'catalogId'>) {
    this.#deps = deps;
  }

  for(catalogId: CatalogId): SearchBoxStore {
    const known = this.#stores.get(catalogId);
    if (known) return known;
    const store = new SearchBoxStore({ ...this.#deps, catalogId });
    this.#stores.set(catalogId, store);
    return store;
  }
}
