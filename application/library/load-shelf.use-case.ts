import { isWorthContinuing } from '#domain/library/listening-progress';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { ProductSummary } from '../catalog/product-summary';
import type { LibraryRepository } from '../ports/library-repository.port';
import type { LibraryError } from './library.errors';
import type { LibraryPage, PlayedTitle } from './library-page';

export interface LoadShelfDeps {
  readonly libraryRepository: LibraryRepository;
}

/** The shelf page: titles to pick up where the listener stopped, then every title they may hear. */
export interface Shelf {
  readonly continueListening: readonly PlayedTitle[];
  readonly titles: LibraryPage<ProductSummary>;
}

/**
 * Spec §2 `/shelf`: the listener's titles (owned, club and family, as the API answers them), with the ones they
 * stopped part way through first. Those come from recently played, the only list that holds saved positions; on a
 * page past the first they are not repeated.
 */
export class LoadShelf {
  readonly #deps: LoadShelfDeps;

  constructor(deps: LoadShelfDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale; readonly page: number }): Promise<Result<Shelf, LibraryError>> {
    const { libraryRepository } = this.#deps;
    const page = Math.max(1, Math.floor(input.page));
    const [titles, played] = await Promise.all([
      libraryRepository.shelf({ locale: input.locale, page, limit: ITEMS_LIMIT }),
      page === 1 ? libraryRepository.recentlyPlayed({ locale: input.locale, page: 1, limit: ITEMS_LIMIT }) : null,
    ]);
    if (!titles.ok) return titles;
    if (played !== null && !played.ok) return played;
    const continueListening = (played?.value.items ?? []).filter((title) =>
      isWorthContinuing(title.positionMs, title.durationMs),
    );
    return ok({ continueListening, titles: titles.value });
  }
}
