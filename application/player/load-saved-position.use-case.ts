import type { AudiobookId } from '#domain/playback/playback-ids';
import type { Result } from '#domain/shared/result';
import type { PlaybackGateway, SavedPosition } from '../ports/playback-gateway.port';
import type { PlaybackCallError } from './player.errors';

/** Spec §7 `GET /me/playback-progress/{id}`: where the signed-in listener stopped in a title, when and on which device. */
export class LoadSavedPosition {
  readonly #deps: { readonly playbackGateway: Pick<PlaybackGateway, 'savedPosition'> };

  constructor(deps: { readonly playbackGateway: Pick<PlaybackGateway, 'savedPosition'> }) {
    this.#deps = deps;
  }

  execute(input: { readonly audiobookId: AudiobookId }): Promise<Result<SavedPosition, PlaybackCallError>> {
    return this.#deps.playbackGateway.savedPosition(input.audiobookId);
  }
}
