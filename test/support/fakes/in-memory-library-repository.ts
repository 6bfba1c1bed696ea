import type { ProductSummary } from '#application/catalog/product-summary';
import type { LibraryError } from '#application/library/library.errors';
import type { LibraryPage, PlayedTitle } from '#application/library/library-page';
import type { LibraryPageRequest, LibraryRepository } from '#application/ports/library-repository.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';

type List = 'favourites' | 'shelf' | 'recentlyPlayed';

const pageOf = <T>(items: readonly T[], { page, limit }: LibraryPageRequest): LibraryPage<T> => ({
  items: items.slice((page - 1) * limit, page * limit),
  page,
  pages: Math.ceil(items.length / limit),
  total: items.length,
});

/** A listener's lists per market in memory, or a failure to answer every call with; records what it was asked. */
export class InMemoryLibraryRepository implements LibraryRepository {
  readonly #lists = new Map<string, readonly unknown[]>();
  #failure: LibraryError | null = null;
  readonly calls: { readonly list: List; readonly request: LibraryPageRequest }[] = [];

  with(
    locale: Locale,
    lists: {
      favourites?: readonly ProductSummary[];
      shelf?: readonly ProductSummary[];
      recentlyPlayed?: readonly PlayedTitle[];
    },
  ): this {
    for (const [list, items] of Object.entries(lists)) this.#lists.set(`${locale}:${list}`, items);
    return this;
  }

  failWith(error: LibraryError | null): this {
    this.#failure = error;
    return this;
  }

  async favourites(request: LibraryPageRequest): Promise<Result<LibraryPage<ProductSummary>, LibraryError>> {
    return this.#page<ProductSummary>('favourites', request);
  }

  async shelf(request: LibraryPageRequest): Promise<Result<LibraryPage<ProductSummary>, LibraryError>> {
    return this.#page<ProductSummary>('shelf', request);
  }

  async recentlyPlayed(request: LibraryPageRequest): Promise<Result<LibraryPage<PlayedTitle>, LibraryError>> {
    return this.#page<PlayedTitle>('recentlyPlayed', request);
  }

  #page<T>(list: List, request: LibraryPageRequest): Result<LibraryPage<T>, LibraryError> {
    this.calls.push({ list, request });
    if (this.#failure) return err(this.#failure);
    return ok(pageOf((this.#lists.get(`${request.locale}:${list}`) ?? []) as readonly T[], request));
  }
}
