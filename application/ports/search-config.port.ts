import type { CatalogId } from '#domain/market/market';
import type { AlgoliaConfig } from '#domain/search/algolia-config';
import type { Result } from '#domain/shared/result';

/** Why a market's search config could not be loaded: the API is down for maintenance (spec §8) or anything else. */
export type SearchConfigError = { readonly code: 'SEARCH.CONFIG_UNAVAILABLE' } | { readonly code: 'API.MAINTENANCE' };

/** Spec §7 GET /visitor/{catalogId}/algolia: the index name and the facets every query of a market is filtered by. */
export interface SearchConfigPort {
  load(catalogId: CatalogId): Promise<Result<AlgoliaConfig, SearchConfigError>>;
}
