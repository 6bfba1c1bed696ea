import type { Audiobook } from '#application/audiobook/audiobook';
import type { AudiobookError } from '#application/audiobook/audiobook.errors';
import type { AudiobookRepository } from '#application/ports/audiobook-repository.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';

/** Audiobooks held in memory per market; it can be told to fail like the real API. */
export class InMemoryAudiobookRepository implements AudiobookRepository {
  readonly #audiobooks = new Map<string, Audiobook>();
  #failure: AudiobookError | null = null;
  readonly requests: { readonly locale: Locale; readonly id: string }[] = [];

  withAudiobook(locale: Locale, audiobook: Audiobook): this {
    this.#audiobooks.set(`${locale}:${audiobook.id}`, audiobook);
    return this;
  }

  failWith(error: AudiobookError | null): this {
    this.#failure = error;
    return this;
  }

  async findAudiobook(locale: Locale, id: string): Promise<Result<Audiobook, AudiobookError>> {
    this.requests.push({ locale, id });
    if (this.#failure) return err(this.#failure);
    const audiobook = this.#audiobooks.get(`${locale}:${id}`);
    return audiobook ? ok(audiobook) : err({ code: 'AUDIOBOOK.NOT_FOUND' });
  }
}
