import type { KyInstance } from 'ky';
import type { CatalogLookupError } from '#application/catalog/catalog.errors';
import type { ProductPage, ProductPageRequest } from '#application/catalog/product-page';
import type { CategoryProductsRepository } from '#application/ports/category-products-repository.port';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import { categoryProductsSchema } from '#contract/category-products.schema';
import { getCatalogResource, productPageQuery } from './catalog-resource';
import { toProductPage } from './product-list-wire';

/** Category products over the store's HTTP API (`/{lang}/v2/categories/{id}/products`). */
export class KyCategoryProductsRepository implements CategoryProductsRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  listProducts(
    locale: Locale,
    categoryIdOrSlug: string,
    request: ProductPageRequest,
  ): Promise<Result<ProductPage, CatalogLookupError>> {
    const path = `${locale}/v2/categories/${encodeURIComponent(categoryIdOrSlug)}/products`;
    return getCatalogResource(this.#http, path, productPageQuery(request), categoryProductsSchema, toProductPage);
  }
}
