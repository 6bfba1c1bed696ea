import type { CatalogLookupError } from '#application/catalog/catalog.errors';
import type { PersonProfile, PersonWithTitles } from '#application/catalog/person';
import type { ProductPage, ProductPageRequest } from '#application/catalog/product-page';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { PersonRepository } from '#application/ports/person-repository.port';
import type { PersonKind } from '#domain/catalog/person-kind';
import { DEFAULT_PRODUCT_ORDER } from '#domain/catalog/product-sort';
import type { Locale } from '#domain/market/locale';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { err, ok, type Result } from '#domain/shared/result';
import { pageOfProducts } from './in-memory-product-pages';

interface Held {
  readonly person: PersonProfile;
  readonly products: readonly ProductSummary[];
}

/** Authors, lectors and publishers with their titles, held in memory per market; it can fail like the API. */
export class InMemoryPersonRepository implements PersonRepository {
  readonly #people = new Map<string, Held>();
  #failure: CatalogLookupError | null = null;
  readonly productRequests: { readonly personId: string; readonly request: ProductPageRequest }[] = [];

  /** A person and their titles, most popular first; found by id or slug, as the API finds them. */
  withPerson(locale: Locale, person: PersonProfile, products: readonly ProductSummary[]): this {
    const held = { person, products };
    this.#people.set(`${locale}:${person.kind}:${person.id}`, held);
    this.#people.set(`${locale}:${person.kind}:${person.slug}`, held);
    return this;
  }

  failWith(error: CatalogLookupError | null): this {
    this.#failure = error;
    return this;
  }

  async findPerson(
    locale: Locale,
    kind: PersonKind,
    idOrSlug: string,
  ): Promise<Result<PersonWithTitles, CatalogLookupError>> {
    if (this.#failure) return err(this.#failure);
    const held = this.#people.get(`${locale}:${kind}:${idOrSlug}`);
    if (!held) return err({ code: 'CATALOG.NOT_FOUND' });
    const firstPage = pageOfProducts(held.products, { page: 1, limit: ITEMS_LIMIT, order: DEFAULT_PRODUCT_ORDER });
    return ok({ person: held.person, firstPage });
  }

  async listProducts(
    locale: Locale,
    kind: PersonKind,
    personId: string,
    request: ProductPageRequest,
  ): Promise<Result<ProductPage, CatalogLookupError>> {
    this.productRequests.push({ personId, request });
    if (this.#failure) return err(this.#failure);
    const held = this.#people.get(`${locale}:${kind}:${personId}`);
    return held && held.person.id === personId
      ? ok(pageOfProducts(held.products, request))
      : err({ code: 'CATALOG.NOT_FOUND' });
  }
}
