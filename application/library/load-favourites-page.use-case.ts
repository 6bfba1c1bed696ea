import { favouritesPageQuery } from '#domain/favourites/favourites-paging';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { ProductSummary } from '../catalog/product-summary';
import type { LibraryRepository } from '../ports/library-repository.port';
import type { LibraryError } from './library.errors';
import type { LibraryPage } from './library-page';

export interface LoadFavouritesPageDeps {
  readonly libraryRepository: LibraryRepository;
}

/** Spec §2 `/favourites`, §9: one page of the signed-in listener's favourites, 30 to a page. */
export class LoadFavouritesPage {
  readonly #deps: LoadFavouritesPageDeps;

  constructor(deps: LoadFavouritesPageDeps) {
    this.#deps = deps;
  }

  execute(input: {
    readonly locale: Locale;
    readonly page: number;
  }): Promise<Result<LibraryPage<ProductSummary>, LibraryError>> {
    return this.#deps.libraryRepository.favourites({ locale: input.locale, ...favouritesPageQuery(input.page) });
  }
}
