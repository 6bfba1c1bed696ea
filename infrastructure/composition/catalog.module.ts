import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { ListCatalogueEntries } from '#application/catalog/list-catalogue-entries.use-case';
import { ListCategories } from '#application/catalog/list-categories.use-case';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import type { ScreenRepository } from '#application/ports/screen-repository.port';
import { KyCatalogRepository } from '../http/ky-catalog-repository';
import { KyScreenRepository } from '../http/ky-screen-repository';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/** The catalogue slice: its repositories (categories and screens, HTTP unless overridden) and its use cases. */
export const catalogModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { catalogRepository, screenRepository } = overrides;
    if (catalogRepository) bind(TOKENS.CatalogRepository).toConstantValue(catalogRepository);
    else
      bind(TOKENS.CatalogRepository).toResolvedValue(
        (http: KyInstance) => new KyCatalogRepository({ http }),
        [TOKENS.HttpClient],
      );
    if (screenRepository) bind(TOKENS.ScreenRepository).toConstantValue(screenRepository);
    else
      bind(TOKENS.ScreenRepository).toResolvedValue(
        (http: KyInstance) => new KyScreenRepository({ http }),
        [TOKENS.HttpClient],
      );
    bind(TOKENS.ListCategories).toResolvedValue(
      (repository: CatalogRepository) => new ListCategories({ catalogRepository: repository }),
      [TOKENS.CatalogRepository],
    );
    bind(TOKENS.ListCatalogueEntries).toResolvedValue(
      (repository: ScreenRepository) => new ListCatalogueEntries({ screenRepository: repository }),
      [TOKENS.ScreenRepository],
    );
  });
