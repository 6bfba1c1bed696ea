import type { Screen, ScreenKey } from '#application/home/screen';
import type { ScreenError } from '#application/home/screen.errors';
import type { ScreenRepository } from '#application/ports/screen-repository.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { Locale } from '#domain/market/locale';

/** Screens held in memory, per market and key; it can be told to fail like the real API. */
export class InMemoryScreenRepository implements ScreenRepository {
  readonly #screens = new Map<string, Screen>();
  #failure: ScreenError | null = null;
  readonly requests: { readonly locale: Locale; readonly key: ScreenKey }[] = [];

  withScreen(locale: Locale, key: ScreenKey, screen: Screen): this {
    this.#screens.set(`${locale}:${key}`, screen);
    return this;
  }

  failWith(error: ScreenError | null): this {
    this.#failure = error;
    return this;
  }

  async findScreen(locale: Locale, key: ScreenKey): Promise<Result<Screen, ScreenError>> {
    this.requests.push({ locale, key });
    if (this.#failure) return err(this.#failure);
    const screen = this.#screens.get(`${locale}:${key}`);
    // The real API has every market's screens; a market the fake was not given answers as unavailable.
    return screen ? ok(screen) : err({ code: 'SCREEN.UNAVAILABLE' });
  }
}
