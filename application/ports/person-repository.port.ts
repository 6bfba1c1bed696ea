import type { PersonKind } from '#domain/catalog/person-kind';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { CatalogLookupError } from '../catalog/catalog.errors';
import type { PersonWithTitles } from '../catalog/person';
import type { ProductPage, ProductPageRequest } from '../catalog/product-page';

/** A market's authors, lectors and publishers and their titles (spec §7 `/authors/...`, `/lectors/...`, ...). */
export interface PersonRepository {
  /** The person named by id or slug, with the first page of their titles; NOT_FOUND if none. */
  findPerson(locale: Locale, kind: PersonKind, idOrSlug: string): Promise<Result<PersonWithTitles, CatalogLookupError>>;
  /** A page of the titles crediting the person with this id. */
  listProducts(
    locale: Locale,
    kind: PersonKind,
    personId: string,
    request: ProductPageRequest,
  ): Promise<Result<ProductPage, CatalogLookupError>>;
}
