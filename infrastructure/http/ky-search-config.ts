import type { KyInstance } from 'ky';
import type { SearchConfigError, SearchConfigPort } from '#application/ports/search-config.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { Locale } from '#domain/market/locale';
import type { CatalogId } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import type { AlgoliaConfig } from '#domain/search/algolia-config';
import { searchConfigSchema } from '#contract/search-config.schema';
import { isMaintenance, isRemoteFailure } from './http-failure';
import type { SearchAccessRegistry } from '../search/search-access';

export interface KySearchConfigDeps {
  readonly http: KyInstance;
  /** Receives the search-only credentials of every index loaded. */
  readonly access: SearchAccessRegistry;
}

const UNAVAILABLE: SearchConfigError = { code: 'SEARCH.CONFIG_UNAVAILABLE' };

const localeOf = (catalogId: CatalogId): Locale | undefined =>
  (Object.keys(MARKETS) as Locale[]).find((locale) => MARKETS[locale].catalogId === catalogId);

/** Spec §7 `GET /{lang}/v2/visitor/{catalogId}/algolia` over ky, the path's language being the catalogue's market's. */
export class KySearchConfig implements SearchConfigPort {
  readonly #deps: KySearchConfigDeps;

  constructor(deps: KySearchConfigDeps) {
    this.#deps = deps;
  }

  async load(catalogId: CatalogId): Promise<Result<AlgoliaConfig, SearchConfigError>> {
    const locale = localeOf(catalogId);
    if (locale === undefined) return err(UNAVAILABLE);
    try {
      const body = await this.#deps.http.get(`${locale}/v2/visitor/${catalogId}/algolia`).json();
      const parsed = searchConfigSchema.safeParse(body);
      if (!parsed.success) return err(UNAVAILABLE);
      const wire = parsed.data;
      this.#deps.access.remember(wire.index_name, {
        appId: wire.app_id,
        apiKey: wire.search_api_key,
        host: wire.host ?? null,
      });
      return ok({ indexName: wire.index_name, selectFacets: wire.select_facets, restrictFacets: wire.restrict_facets });
    } catch (error) {
      if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
      if (isRemoteFailure(error)) return err(UNAVAILABLE);
      throw error;
    }
  }
}
