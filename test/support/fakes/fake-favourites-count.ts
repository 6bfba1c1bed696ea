import type { FavouritesError } from '#application/favourites/favourites.errors';
import type { FavouritesCountPort } from '#application/ports/favourites-count.port';
import { err, ok, type Result } from '#domain/shared/result';

/** A favourites total in memory, or a failure to answer with; counts the calls. */
export class FakeFavouritesCount implements FavouritesCountPort {
  #answer: Result<number, FavouritesError> = ok(0);
  calls = 0;

  answering(total: number): this {
    this.#answer = ok(total);
    return this;
  }

  /** The user added `count` more favourites. */
  added(count: number): this {
    if (this.#answer.ok) this.#answer = ok(this.#answer.value + count);
    return this;
  }

  failWith(error: FavouritesError): this {
    this.#answer = err(error);
    return this;
  }

  async count(): Promise<Result<number, FavouritesError>> {
    this.calls += 1;
    return this.#answer;
  }
}
