import type { Category } from '#domain/catalog/category';
import { categoryAncestors, childCategories, findCategory } from '#domain/catalog/category-tree';
import { pageExists } from '#domain/catalog/page-links';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import type { CatalogRepository } from '../ports/catalog-repository.port';
import type { CategoryProductsRepository } from '../ports/category-products-repository.port';
import type { CatalogLookupError, ListPageError } from './catalog.errors';
import { type ListPageInput, listPageRequest } from './list-page-request';
import type { ProductPage } from './product-page';

export interface LoadCategoryPageInput extends ListPageInput {
  readonly locale: Locale;
  /** The category's path id: its slug, or its id (spec §2). */
  readonly id: string;
}

/** What a category page shows: where it sits, what is below it and one page of its products. */
export interface CategoryPage {
  readonly category: Category;
  /** From the top-level category down to the parent, for the breadcrumb. */
  readonly ancestors: readonly Category[];
  readonly subcategories: readonly Category[];
  readonly products: ProductPage;
}

/** Of two failed reads, maintenance matters most (the whole store is down), then what the products said. */
const worstFailure = (results: readonly Result<unknown, CatalogLookupError>[]): CatalogLookupError => {
  const errors = results.flatMap((result) => (result.ok ? [] : [result.error]));
  return errors.find((error) => error.code === 'API.MAINTENANCE') ?? errors[0] ?? { code: 'CATALOG.UNAVAILABLE' };
};

interface Deps {
  readonly catalogRepository: CatalogRepository;
  readonly categoryProductsRepository: CategoryProductsRepository;
}

/**
 * Spec §2 `/catalog/[id]`: a category with its breadcrumb, its subcategories and a page of its products (spec §9
 * items limit) in the order asked for. The categories and the products are read at once. An unknown category is
 * NOT_FOUND; a page past the last is PAGE_NOT_FOUND (page 1 of an empty category is a page that says so).
 */
export class LoadCategoryPage {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async execute(input: LoadCategoryPageInput): Promise<Result<CategoryPage, ListPageError>> {
    const [categories, products] = await Promise.all([
      this.#deps.catalogRepository.listCategories(input.locale),
      this.#deps.categoryProductsRepository.listProducts(input.locale, input.id, listPageRequest(input)),
    ]);
    if (!products.ok || !categories.ok) return err(worstFailure([products, categories]));
    const category = findCategory(categories.value, input.id);
    if (!category) return err({ code: 'CATALOG.NOT_FOUND' });
    if (!pageExists(input.page, products.value.pages)) return err({ code: 'CATALOG.PAGE_NOT_FOUND' });
    return ok({
      category,
      ancestors: categoryAncestors(categories.value, category),
      subcategories: childCategories(categories.value, category),
      products: products.value,
    });
  }
}
