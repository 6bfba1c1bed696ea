import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { notFound, type SharedError } from '../shared/server-error';
import type { LibraryTitles } from './library-titles.port';
import type { PlaybackRepository } from './playback-repository.port';
import type { AudiobookProgress } from './start-playback.use-case';

export interface GetPlaybackProgressDeps {
  readonly titles: Pick<LibraryTitles, 'findAudiobook'>;
  readonly playback: Pick<PlaybackRepository, 'progress'>;
}

export interface GetPlaybackProgressInput {
  readonly userId: string;
  readonly market: Market;
  readonly audiobookId: string;
}

/** The user's saved position in an audiobook of the market (position 0 until one is saved); NOT_FOUND otherwise. */
export class GetPlaybackProgress {
  readonly #deps: GetPlaybackProgressDeps;

  constructor(deps: GetPlaybackProgressDeps) {
    this.#deps = deps;
  }

  async execute(input: GetPlaybackProgressInput): Promise<Result<AudiobookProgress, SharedError>> {
    const title = await this.#deps.titles.findAudiobook(input.market.catalogId, input.audiobookId);
    if (!title) return err(notFound('Audiobook'));
    return ok({ audiobookId: title.id, ...(await this.#deps.playback.progress(input.userId, title.id)) });
  }
}
