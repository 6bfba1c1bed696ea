import type { CatalogError } from '#application/catalog/catalog.errors';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { Category } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';

/** A catalogue held in memory, per market; it can be told to fail like the real API. */
export class InMemoryCatalogRepository implements CatalogRepository {
  readonly #categories = new Map<Locale, readonly Category[]>();
  #failure: CatalogError | null = null;
  readonly requestedLocales: Locale[] = [];

  withCategories(locale: Locale, categories: readonly Category[]): this {
    this.#categories.set(locale, categories);
    return this;
  }

  failWith(error: CatalogError | null): this {
    this.#failure = error;
    return this;
  }

  async listCategories(locale: Locale): Promise<Result<readonly Category[], CatalogError>> {
    this.requestedLocales.push(locale);
    if (this.#failure) return err(this.#failure);
    return ok(this.#categories.get(locale) ?? []);
  }
}
