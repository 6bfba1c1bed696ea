import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { LoadCataloguePage } from '#application/catalog/load-catalogue-page.use-case';
import { LoadCategoryPage } from '#application/catalog/load-category-page.use-case';
import { LoadPersonPage } from '#application/catalog/load-person-page.use-case';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import type { CategoryProductsRepository } from '#application/ports/category-products-repository.port';
import type { PersonRepository } from '#application/ports/person-repository.port';
import { KyCategoryProductsRepository } from '../http/ky-category-products-repository';
import { KyPersonRepository } from '../http/ky-person-repository';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The pages that list products (catalogue, category, author, lector, publisher): their repositories (HTTP unless
 * overridden) and use cases, over the categories the catalogue slice binds.
 */
export const cataloguePagesModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { categoryProductsRepository, personRepository } = overrides;
    if (categoryProductsRepository) bind(TOKENS.CategoryProductsRepository).toConstantValue(categoryProductsRepository);
    else
      bind(TOKENS.CategoryProductsRepository).toResolvedValue(
        (http: KyInstance) => new KyCategoryProductsRepository({ http }),
        [TOKENS.HttpClient],
      );
    if (personRepository) bind(TOKENS.PersonRepository).toConstantValue(personRepository);
    else
      bind(TOKENS.PersonRepository).toResolvedValue(
        (http: KyInstance) => new KyPersonRepository({ http }),
        [TOKENS.HttpClient],
      );
    bind(TOKENS.LoadCataloguePage).toResolvedValue(
      (catalogRepository: CatalogRepository) => new LoadCataloguePage({ catalogRepository }),
      [TOKENS.CatalogRepository],
    );
    bind(TOKENS.LoadCategoryPage).toResolvedValue(
      (catalogRepository: CatalogRepository, categoryProductsRepository: CategoryProductsRepository) =>
        new LoadCategoryPage({ catalogRepository, categoryProductsRepository }),
      [TOKENS.CatalogRepository, TOKENS.CategoryProductsRepository],
    );
    bind(TOKENS.LoadPersonPage).toResolvedValue(
      (personRepository: PersonRepository) => new LoadPersonPage({ personRepository }),
      [TOKENS.PersonRepository],
    );
  });
