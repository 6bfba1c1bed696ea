import type { PersonKind } from '#domain/catalog/person-kind';
import { pageExists } from '#domain/catalog/page-links';
import { DEFAULT_PRODUCT_ORDER, isSameOrder } from '#domain/catalog/product-sort';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import type { PersonRepository } from '../ports/person-repository.port';
import type { ListPageError } from './catalog.errors';
import { type ListPageInput, listPageRequest } from './list-page-request';
import type { PersonProfile } from './person';
import type { ProductPage } from './product-page';

export interface LoadPersonPageInput extends ListPageInput {
  readonly locale: Locale;
  readonly kind: PersonKind;
  /** The person's path id: their slug, or their id. */
  readonly id: string;
}

/** What an author's, lector's or publisher's page shows: who they are and one page of their titles. */
export interface PersonPage {
  readonly person: PersonProfile;
  readonly products: ProductPage;
}

/**
 * Spec §2 `/author/[id]`, `/lector/[id]`, `/publisher/[id]`: the person and a page of their titles (spec §9 items
 * limit) in the order asked for. The person comes with their first page, most popular first, so the usual first
 * visit costs one request; any other page or order is read by the person's id. An unknown person is NOT_FOUND, a
 * page past the last PAGE_NOT_FOUND.
 */
export class LoadPersonPage {
  readonly #deps: { readonly personRepository: PersonRepository };

  constructor(deps: { readonly personRepository: PersonRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadPersonPageInput): Promise<Result<PersonPage, ListPageError>> {
    const { personRepository } = this.#deps;
    const found = await personRepository.findPerson(input.locale, input.kind, input.id);
    if (!found.ok) return found;
    const { person, firstPage } = found.value;
    // Every order has as many pages, so the first page already says whether the one asked for exists.
    if (!pageExists(input.page, firstPage.pages)) return err({ code: 'CATALOG.PAGE_NOT_FOUND' });
    if (input.page === 1 && isSameOrder(input.order, DEFAULT_PRODUCT_ORDER)) return ok({ person, products: firstPage });
    const products = await personRepository.listProducts(input.locale, input.kind, person.id, listPageRequest(input));
    if (!products.ok) return products;
    if (!pageExists(input.page, products.value.pages)) return err({ code: 'CATALOG.PAGE_NOT_FOUND' });
    return ok({ person, products: products.value });
  }
}
