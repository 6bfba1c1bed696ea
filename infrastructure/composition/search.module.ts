import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { asyncScheduler } from 'rxjs';
import type { ErrorReporterPort } from '#application/ports/error-reporter.port';
import type { SearchConfigPort } from '#application/ports/search-config.port';
import type { SearchIndexPort } from '#application/ports/search-index.port';
import { SearchBoxStores } from '#application/search/search-box-stores';
import { AlgoliaSearchIndex } from '../search/algolia-search-index';
import { KySearchConfig } from '../http/ky-search-config';
import { SearchAccessRegistry } from '../search/search-access';
import type { ContainerConfig } from './container-config';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The search slice (spec §2, §4, §7): the market's search config over HTTP, the index through the algoliasearch
 * client (imported lazily, on the box's first focus), and one search box store per market.
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
  });
