import { type CategoryBranch, categoryTree } from '#domain/catalog/category-tree';
import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { CatalogRepository } from '../ports/catalog-repository.port';
import type { CatalogError } from './catalog.errors';

export interface LoadCataloguePageInput {
  readonly locale: Locale;
}

/** Spec §2 `/catalog`: every category of the market in two levels, top-level ones with their subcategories. */
export class LoadCataloguePage {
  readonly #deps: { readonly catalogRepository: CatalogRepository };

  constructor(deps: { readonly catalogRepository: CatalogRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadCataloguePageInput): Promise<Result<readonly CategoryBranch[], CatalogError>> {
    const result = await this.#deps.catalogRepository.listCategories(input.locale);
    return result.ok ? ok(categoryTree(result.value)) : result;
  }
}
