import type { Locale } from '#domain/market/locale';
import type { Screen, ScreenKey } from '../home/screen';
import type { ScreenError } from '../home/screen.errors';
import type { Result } from '#domain/shared/result';

/** The store's screens (home, catalogue), as seen from one market by the current visitor. */
export interface ScreenRepository {
  findScreen(locale: Locale, key: ScreenKey): Promise<Result<Screen, ScreenError>>;
}
