import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { asyncScheduler } from 'rxjs';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import type { ErrorReporterPort } from '#application/ports/error-reporter.port';
import type { ScreenRepository } from '#application/ports/screen-repository.port';
import type { SearchConfigPort } from '#application/ports/search-config.port';
import type { SearchIndexPort } from '#application/ports/search-index.port';
import { LoadSearchPage } from '#application/search/load-search-page.use-case';
import { SearchBoxStores } from '#application/search/search-box-stores';
import { AlgoliaSearchIndex } from '../search/algolia-search-index';
import { KySearchConfig } from '../http/ky-search-config';
import { fetchRequester } from '../search/fetch-requester';
import { SearchAccessRegistry } from '../search/search-access';
import type { ContainerConfig } from './container-config';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The search slice (spec §2, §4, §7): the market's search config over HTTP, the index through the algoliasearch
 * client (imported lazily, on the box's first focus), one search box store per market, and the search page's use case.
 */
export const searchModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const access = new SearchAccessRegistry();
    const { searchConfig, searchIndex } = overrides;
    if (searchConfig) bind(TOKENS.SearchConfig).toConstantValue(searchConfig);
    else
      bind(TOKENS.SearchConfig).toResolvedValue(
        (http: KyInstance) => new KySearchConfig({ http, access }),
        [TOKENS.HttpClient],
      );
    let algolia: AlgoliaSearchIndex | null = null;
    if (searchIndex) bind(TOKENS.SearchIndex).toConstantValue(searchIndex);
    else
      bind(TOKENS.SearchIndex).toResolvedValue(
        (config: ContainerConfig) => {
          algolia = new AlgoliaSearchIndex({
            accessFor: (indexName) => access.accessFor(indexName),
            protocol: new URL(config.apiOrigin).protocol === 'http:' ? 'http' : 'https',
            // Server rendering: the same-origin search host is the in-process API's, reached without a socket.
            ...(config.fetch === undefined
              ? {}
              : { requester: fetchRequester({ localOrigin: config.apiOrigin, localFetch: config.fetch }) }),
          });
          return algolia;
        },
        [TOKENS.Config],
      );
    bind(TOKENS.SearchBoxStores).toResolvedValue(
      (index: SearchIndexPort, config: SearchConfigPort, errorReporter: ErrorReporterPort) =>
        new SearchBoxStores({
          searchIndex: index,
          searchConfig: config,
          errorReporter,
          scheduler: asyncScheduler,
          warmUp: () => void algolia?.preload(),
        }),
      [TOKENS.SearchIndex, TOKENS.SearchConfig, TOKENS.ErrorReporter],
    );
    bind(TOKENS.LoadSearchPage).toResolvedValue(
      (
        searchIndex: SearchIndexPort,
        searchConfig: SearchConfigPort,
        catalogRepository: CatalogRepository,
        screenRepository: ScreenRepository,
      ) => new LoadSearchPage({ searchIndex, searchConfig, catalogRepository, screenRepository }),
      [TOKENS.SearchIndex, TOKENS.SearchConfig, TOKENS.CatalogRepository, TOKENS.ScreenRepository],
    );
  });
