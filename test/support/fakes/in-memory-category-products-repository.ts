import type { CatalogLookupError } from '#application/catalog/catalog.errors';
import type { ProductPage, ProductPageRequest } from '#application/catalog/product-page';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { CategoryProductsRepository } from '#application/ports/category-products-repository.port';
import type { Category } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { pageOfProducts } from './in-memory-product-pages';

/** Each category's products (its subcategories' included), held in memory per market; it can fail like the API. */
export class InMemoryCategoryProductsRepository implements CategoryProductsRepository {
  readonly #products = new Map<string, readonly ProductSummary[]>();
  #failure: CatalogLookupError | null = null;
  readonly requests: { readonly locale: Locale; readonly id: string; readonly request: ProductPageRequest }[] = [];

  /** The category's products, most popular first; found by its id or its slug, as the API finds it. */
  withProducts(locale: Locale, category: Category, products: readonly ProductSummary[]): this {
    this.#products.set(`${locale}:${category.id}`, products);
    this.#products.set(`${locale}:slug:${category.slug}`, products);
    return this;
  }

  failWith(error: CatalogLookupError | null): this {
    this.#failure = error;
    return this;
  }

  async listProducts(
    locale: Locale,
    id: string,
    request: ProductPageRequest,
  ): Promise<Result<ProductPage, CatalogLookupError>> {
    this.requests.push({ locale, id, request });
    if (this.#failure) return err(this.#failure);
    const products = this.#products.get(`${locale}:${id}`) ?? this.#products.get(`${locale}:slug:${id}`);
    return products ? ok(pageOfProducts(products, request)) : err({ code: 'CATALOG.NOT_FOUND' });
  }
}
