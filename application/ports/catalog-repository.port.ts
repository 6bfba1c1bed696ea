import type { Category } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import type { CatalogError } from '../catalog/catalog.errors';
import type { Result } from '#domain/shared/result';

/** The store's catalogue, as seen from one market. */
export interface CatalogRepository {
  listCategories(locale: Locale): Promise<Result<readonly Category[], CatalogError>>;
}
