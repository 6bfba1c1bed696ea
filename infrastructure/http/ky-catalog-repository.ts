import type { KyInstance } from 'ky';
import type { CatalogError } from '#application/catalog/catalog.errors';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { Category, CategoryId } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import { type CategoryWire, categoryListSchema } from '#contract/category.schema';
import { isMaintenance, isRemoteFailure } from './http-failure';

const toCategory = (wire: CategoryWire): Category => ({
  id: wire.id as CategoryId,
  slug: wire.slug,
  name: wire.name,
  parentId: wire.parent_id as CategoryId | null,
});

/** The catalogue over the store's HTTP API (`/{lang}/v2`). */
export class KyCatalogRepository implements CatalogRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  async listCategories(locale: Locale): Promise<Result<readonly Category[], CatalogError>> {
    try {
      const body = await this.#http.get(`${locale}/v2/categories`, { searchParams: { '_f[noLinks]': 1 } }).json();
      const parsed = categoryListSchema.safeParse(body);
      if (!parsed.success) return err({ code: 'CATALOG.UNAVAILABLE' });
      return ok(parsed.data._embedded['app:category'].map(toCategory));
    } catch (error) {
      if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
      if (isRemoteFailure(error)) return err({ code: 'CATALOG.UNAVAILABLE' });
      throw error;
    }
  }
}
