import { type Category, topLevelCategories } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import type { CatalogRepository } from '../ports/catalog-repository.port';
import { ok, type Result } from '#domain/shared/result';
import type { CatalogError } from './catalog.errors';

export interface ListCategoriesInput {
  readonly locale: Locale;
  /** Spec §2: the catalogue lists only top-level categories. */
  readonly topLevelOnly?: boolean;
}

/** Lists a market's categories, optionally only the top-level ones. */
export class ListCategories {
  readonly #deps: { readonly catalogRepository: CatalogRepository };

  constructor(deps: { readonly catalogRepository: CatalogRepository }) {
    this.#deps = deps;
  }

  async execute(input: ListCategoriesInput): Promise<Result<readonly Category[], CatalogError>> {
    const result = await this.#deps.catalogRepository.listCategories(input.locale);
    if (!result.ok || !input.topLevelOnly) return result;
    return ok(topLevelCategories(result.value));
  }
}
