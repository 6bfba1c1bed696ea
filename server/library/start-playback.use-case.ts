import type { Market } from '#domain/market/market';
import { ok, type Result } from '#domain/shared/result';
import type { SharedError } from '../shared/server-error';
import { type EntitlementDeps, entitledAudiobook, type Listener } from './entitlement';
import type { LibraryError } from './library.errors';
import type { LibraryTitles } from './library-titles.port';
import type { PlaybackProgressRecord, PlaybackRepository } from './playback-repository.port';

export interface StartPlaybackDeps extends EntitlementDeps {
  readonly titles: LibraryTitles;
  readonly playback: PlaybackRepository;
  readonly now: () => Date;
}

export interface StartPlaybackInput {
  readonly listener: Listener;
  readonly market: Market;
  readonly audiobookId: string;
}

/** A listener's saved position in one audiobook. */
export interface AudiobookProgress extends PlaybackProgressRecord {
  readonly audiobookId: string;
}

/**
 * StartPlayback (spec §4, §7): for an audiobook the listener may hear in full on this device, the device becomes the
 * account's active player (the others are told to stop) and the title goes on top of recently played; answers the
 * saved position.
 */
export class StartPlayback {
  readonly #deps: StartPlaybackDeps;

  constructor(deps: StartPlaybackDeps) {
    this.#deps = deps;
  }

  async execute(input: StartPlaybackInput): Promise<Result<AudiobookProgress, LibraryError | SharedError>> {
    const { playback } = this.#deps;
    const now = this.#deps.now();
    const entitled = await entitledAudiobook(this.#deps, { ...input, now });
    if (!entitled.ok) return entitled;
    const { title, viaClub } = entitled.value;
    const { userId, deviceId } = input.listener;
    await playback.start({ userId, audiobookId: title.id, deviceId, viaClub, now });
    return ok({ audiobookId: title.id, ...(await playback.progress(userId, title.id)) });
  }
}
