import type { KyInstance } from 'ky';
import type { CatalogLookupError } from '#application/catalog/catalog.errors';
import type { PersonWithTitles } from '#application/catalog/person';
import type { ProductPage, ProductPageRequest } from '#application/catalog/product-page';
import type { PersonRepository } from '#application/ports/person-repository.port';
import type { PersonKind } from '#domain/catalog/person-kind';
import { pageCount } from '#domain/favourites/favourites-paging';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import { DEFAULT_PAGE_LIMIT } from '#contract/pagination.schema';
import { type PersonWire, personSchema } from '#contract/person.schema';
import { productCollectionSchema } from '#contract/product.schema';
import { getCatalogResource, productPageQuery } from './catalog-resource';
import { toProductPage, toProductSummary } from './product-list-wire';

/** Spec §7: where each kind of person lives under `/{lang}/v2`. */
const PEOPLE_PATHS: Readonly<Record<PersonKind, string>> = {
  author: 'authors',
  lector: 'lectors',
  publisher: 'publishers',
};

// The API finds a person by id only in UUID form (`/authors/{id}`), and by anything else at `/authors/slug/{slug}`.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person, and their first page of titles as the API embeds it: page 1 of its default size, most popular first. */
const toPersonWithTitles = (wire: PersonWire): PersonWithTitles => ({
  person: {
    id: wire.id,
    kind: wire.kind,
    slug: wire.slug,
    name: wire.name,
    description: wire.description,
    descriptionHtml: wire.description_html,
  },
  firstPage: {
    products: wire._embedded['app:product'].map(toProductSummary),
    page: 1,
    pages: pageCount(wire.products_total, DEFAULT_PAGE_LIMIT),
    total: wire.products_total,
  },
});

/** Authors, lectors and publishers over the store's HTTP API. */
export class KyPersonRepository implements PersonRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  findPerson(
    locale: Locale,
    kind: PersonKind,
    idOrSlug: string,
  ): Promise<Result<PersonWithTitles, CatalogLookupError>> {
    const by = UUID.test(idOrSlug) ? idOrSlug.toLowerCase() : `slug/${encodeURIComponent(idOrSlug)}`;
    const path = `${locale}/v2/${PEOPLE_PATHS[kind]}/${by}`;
    return getCatalogResource(this.#http, path, { '_f[noLinks]': 1 }, personSchema, toPersonWithTitles);
  }

  listProducts(
    locale: Locale,
    kind: PersonKind,
    personId: string,
    request: ProductPageRequest,
  ): Promise<Result<ProductPage, CatalogLookupError>> {
    const path = `${locale}/v2/${PEOPLE_PATHS[kind]}/${encodeURIComponent(personId)}/products`;
    return getCatalogResource(this.#http, path, productPageQuery(request), productCollectionSchema, toProductPage);
  }
}
