import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { ListCategories } from '#application/catalog/list-categories.use-case';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import { KyCatalogRepository } from '../http/ky-catalog-repository';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/** The catalogue slice: its repository (HTTP unless overridden) and its use cases. */
export const catalogModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { catalogRepository } = overrides;
    if (catalogRepository) bind(TOKENS.CatalogRepository).toConstantValue(catalogRepository);
    else
      bind(TOKENS.CatalogRepository).toResolvedValue(
        (http: KyInstance) => new KyCatalogRepository({ http }),
        [TOKENS.HttpClient],
      );
    bind(TOKENS.ListCategories).toResolvedValue(
      (repository: CatalogRepository) => new ListCategories({ catalogRepository: repository }),
      [TOKENS.CatalogRepository],
    );
  });
