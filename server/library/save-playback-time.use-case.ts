import type { Market } from '#domain/market/market';
import { judgeReportedSpan } from '#domain/playback/reported-span';
import { err, ok, type Result } from '#domain/shared/result';
import { epochMs } from '#domain/shared/time';
import { invalidField, type SharedError } from '../shared/server-error';
import { type EntitlementDeps, entitledAudiobook, type Listener } from './entitlement';
import type { LibraryError } from './library.errors';
import type { LibraryTitles } from './library-titles.port';
import type { PlaybackRepository } from './playback-repository.port';

export interface SavePlaybackTimeDeps extends EntitlementDeps {
  readonly titles: LibraryTitles;
  readonly playback: Pick<PlaybackRepository, 'recordSpan'>;
  readonly now: () => Date;
}

export interface SavePlaybackTimeInput {
  readonly listener: Listener;
  readonly market: Market;
  readonly audiobookId: string;
  readonly mediaId: string;
  readonly startedAt: Date;
  readonly stoppedAt: Date;
}

/** Whether a reported span counted towards the monthly limit, and how many whole seconds it added. */
export interface SpanRecorded {
  readonly recorded: boolean;
  readonly seconds: number;
}

/**
 * SavePlaybackTime (spec §5, §7): a span of listening to an audiobook the listener may hear in full on this device,
 * judged by the domain (`judgeReportedSpan`): refused on `stopped_at`, ignored, or recorded once (a retry of the same
 * span counts once).
 */
export class SavePlaybackTime {
  readonly #deps: SavePlaybackTimeDeps;

  constructor(deps: SavePlaybackTimeDeps) {
    this.#deps = deps;
  }

  async execute(input: SavePlaybackTimeInput): Promise<Result<SpanRecorded, LibraryError | SharedError>> {
    const now = this.#deps.now();
    const entitled = await entitledAudiobook(this.#deps, { ...input, now });
    if (!entitled.ok) return entitled;
    const { title } = entitled.value;
    const span = { startedAt: epochMs(input.startedAt.getTime()), stoppedAt: epochMs(input.stoppedAt.getTime()) };
    const decision = judgeReportedSpan(span, epochMs(now.getTime()));
    if (decision.kind === 'reject') return err(invalidField('stopped_at', decision.reason));
    if (decision.kind === 'ignore') return ok({ recorded: false, seconds: 0 });
    // The wire sends whole seconds, so the length is whole seconds too.
    const seconds = Math.floor(decision.length / 1000);
    await this.#deps.playback.recordSpan({
      userId: input.listener.userId,
      audiobookId: title.id,
      mediaId: input.mediaId,
      startedAt: input.startedAt,
      stoppedAt: input.stoppedAt,
      seconds,
    });
    return ok({ recorded: true, seconds });
  }
}
