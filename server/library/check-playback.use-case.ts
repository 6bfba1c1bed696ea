import type { Market } from '#domain/market/market';
import { mustStopPlayback } from '#domain/playback/stop-playback';
import { err, ok, type Result } from '#domain/shared/result';
import { type EpochMs, epochMs } from '#domain/shared/time';
import { notFound, type SharedError } from '../shared/server-error';
import type { Listener } from './entitlement';
import type { LibraryTitles } from './library-titles.port';
import type { PlaybackLimits } from './playback-limits.port';
import type { PlaybackRepository } from './playback-repository.port';

export interface CheckPlaybackDeps {
  readonly titles: Pick<LibraryTitles, 'findAudiobook'>;
  readonly playback: Pick<PlaybackRepository, 'starts'>;
  readonly playbackLimits: PlaybackLimits;
  readonly now: () => Date;
}

export interface CheckPlaybackInput {
  /** The device is the session's own (the HTTP layer refuses another). */
  readonly listener: Listener;
  readonly market: Market;
  readonly audiobookId: string;
}

export interface PlaybackVerdict {
  readonly stopPlayback: boolean;
  readonly audiobookName: string;
}

const instantOf = (iso: string | null): EpochMs | null => (iso === null ? null : epochMs(Date.parse(iso)));

/** The stop-playback check (spec §4, §7): whether this device must stop playing an audiobook of the market. */
export class CheckPlayback {
  readonly #deps: CheckPlaybackDeps;

  constructor(deps: CheckPlaybackDeps) {
    this.#deps = deps;
  }

  async execute(input: CheckPlaybackInput): Promise<Result<PlaybackVerdict, SharedError>> {
    const { userId, deviceId } = input.listener;
    const title = await this.#deps.titles.findAudiobook(input.market.catalogId, input.audiobookId);
    if (!title) return err(notFound('Audiobook'));
    const [limit, starts] = await Promise.all([
      this.#deps.playbackLimits.read(userId, this.#deps.now()),
      this.#deps.playback.starts(userId, deviceId),
    ]);
    const stopPlayback = mustStopPlayback({
      limitUsedUp: limit.exhausted,
      thisDeviceStartedAt: instantOf(starts.thisDevice),
      otherDevicesStartedAt: instantOf(starts.others),
    });
    return ok({ stopPlayback, audiobookName: title.name });
  }
}
