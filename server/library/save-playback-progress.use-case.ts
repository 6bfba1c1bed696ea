import type { Market } from '#domain/market/market';
import { progressOrderKey } from '#domain/playback/progress-order';
import { err, ok, type Result } from '#domain/shared/result';
import { epochMs } from '#domain/shared/time';
import { invalidField, type SharedError } from '../shared/server-error';
import { type EntitlementDeps, entitledAudiobook, type Listener } from './entitlement';
import type { LibraryError } from './library.errors';
import type { LibraryTitles } from './library-titles.port';
import type { PlaybackRepository } from './playback-repository.port';
import type { AudiobookProgress } from './start-playback.use-case';

export interface SavePlaybackProgressDeps extends EntitlementDeps {
  readonly titles: LibraryTitles;
  readonly playback: PlaybackRepository;
  readonly now: () => Date;
}

export interface SavePlaybackProgressInput {
  readonly listener: Listener;
  readonly market: Market;
  readonly audiobookId: string;
  readonly positionMs: number;
  /** The listener's time of the save, when sent. */
  readonly savedAt?: Date;
}

/**
 * SavePlaybackProgress (spec §7): saves the position (0..duration) in an audiobook the listener may hear in full on
 * this device; the last save wins, but one made earlier on the client than the stored one is ignored. Answers the
 * stored position.
 */
export class SavePlaybackProgress {
  readonly #deps: SavePlaybackProgressDeps;

  constructor(deps: SavePlaybackProgressDeps) {
    this.#deps = deps;
  }

  async execute(input: SavePlaybackProgressInput): Promise<Result<AudiobookProgress, LibraryError | SharedError>> {
    const { playback } = this.#deps;
    const now = this.#deps.now();
    const entitled = await entitledAudiobook(this.#deps, { ...input, now });
    if (!entitled.ok) return entitled;
    const { title } = entitled.value;
    if (input.positionMs > (title.durationMs ?? 0)) return err(invalidField('position', 'OUT_OF_RANGE'));
    const savedAt = input.savedAt === undefined ? undefined : epochMs(input.savedAt.getTime());
    const orderKey = new Date(progressOrderKey(savedAt, epochMs(now.getTime()))).toISOString();
    const { userId, deviceId } = input.listener;
    const { positionMs } = input;
    await playback.saveProgress({ userId, audiobookId: title.id, deviceId, positionMs, orderKey, now });
    return ok({ audiobookId: title.id, ...(await playback.progress(userId, title.id)) });
  }
}
