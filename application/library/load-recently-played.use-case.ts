import { ITEMS_LIMIT } from '#domain/shell/item-list';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { LibraryRepository } from '../ports/library-repository.port';
import type { LibraryError } from './library.errors';
import type { LibraryPage, PlayedTitle } from './library-page';

export interface LoadRecentlyPlayedDeps {
  readonly libraryRepository: LibraryRepository;
}

/** Spec §2 `/recently-played`, §9: the titles the listener played, newest first, 15 to a page. */
export class LoadRecentlyPlayed {
  readonly #deps: LoadRecentlyPlayedDeps;

  constructor(deps: LoadRecentlyPlayedDeps) {
    this.#deps = deps;
  }

  execute(input: {
    readonly locale: Locale;
    readonly page: number;
  }): Promise<Result<LibraryPage<PlayedTitle>, LibraryError>> {
    return this.#deps.libraryRepository.recentlyPlayed({
      locale: input.locale,
      page: Math.max(1, Math.floor(input.page)),
      limit: ITEMS_LIMIT,
    });
  }
}
