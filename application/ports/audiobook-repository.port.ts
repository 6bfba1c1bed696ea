import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { Audiobook } from '../audiobook/audiobook';
import type { AudiobookError } from '../audiobook/audiobook.errors';

/** The market's audiobooks (spec §7 GET /audiobooks/{id}). */
export interface AudiobookRepository {
  /** AUDIOBOOK.NOT_FOUND when the market's catalogue has no audiobook of that id. */
  findAudiobook(locale: Locale, id: string): Promise<Result<Audiobook, AudiobookError>>;
}
