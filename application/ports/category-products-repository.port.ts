import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { CatalogLookupError } from '../catalog/catalog.errors';
import type { ProductPage, ProductPageRequest } from '../catalog/product-page';

/** The products of a market's categories, a page at a time (spec §7 `/categories/{id}/products`). */
export interface CategoryProductsRepository {
  /** The products of the category named by id or slug and of the categories below it; NOT_FOUND if none. */
  listProducts(
    locale: Locale,
    categoryIdOrSlug: string,
    request: ProductPageRequest,
  ): Promise<Result<ProductPage, CatalogLookupError>>;
}
