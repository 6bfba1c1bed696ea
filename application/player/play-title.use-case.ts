import type { User } from '#domain/auth/user';
import { channelInState, type LicenseChannels, NO_LICENSES } from '#domain/licensing/license';
import { listeningMode, playerFlagsFor } from '#domain/licensing/listening-mode';
import { localPositionOf } from '#domain/playback/local-positions';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { type PositionMs, positionMs } from '#domain/playback/playback-position';
import { decideResume, type ResumeDecision } from '#domain/playback/resume-choice';
import { isProtected, type StreamMedia } from '#domain/playback/stream-media';
import { ok, type Result } from '#domain/shared/result';
import type { EpochMs } from '#domain/shared/time';
import type { ErrorReporterPort } from '../ports/error-reporter.port';
import type { LicenseChannelsRepository } from '../ports/license-channels-repository.port';
import type { PlaybackGateway } from '../ports/playback-gateway.port';
import type { PlayerStoragePort } from '../ports/player-storage.port';
import type { StreamMediaRepository } from '../ports/stream-media-repository.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import type { RequireSignIn } from '../auth/require-sign-in.use-case';
import type { StreamMediaError } from './player.errors';
import { streamFailed } from './stream-failure';
import type { PlayerStore } from './player.store';

/** A title as the page asking for it knows it. */
export interface TitleToPlay {
  readonly audiobookId: string;
  readonly name: string;
  readonly authors: readonly string[];
  readonly coverUrl: string | null;
}

export interface PlayTitleInput {
  readonly title: TitleToPlay;
  /** Null for a visitor, who hears the sample. */
  readonly user: User | null;
  readonly autoPlay: boolean;
  /** The listener asked for the sample ("listen to a sample"), whatever their licence. */
  readonly sampleOnly?: boolean;
  /** Where a listener sent to sign in comes back to. */
  readonly currentPath: string;
  /** Start exactly here, whatever was saved (a retry where playback failed). */
  readonly startAt?: number;
  /** Where the restored session of this browser stood: a sample starts there; a full title resumes as saved. */
  readonly restoredPosition?: number;
}

export interface PlayTitleDeps {
  readonly store: PlayerStore;
  readonly streams: StreamMediaRepository;
  readonly licenses: LicenseChannelsRepository;
  readonly playback: PlaybackGateway;
  readonly toasts: ToastPresenterPort;
  readonly errors: ErrorReporterPort;
  readonly requireSignIn: RequireSignIn;
  /** This browser's positions per title. */
  readonly storage: Pick<PlayerStoragePort, 'readLocalPositions'>;
  readonly now: () => EpochMs;
}

/** How the title was loaded: in full, or its sample (also for a device that may not play it in full). */
export type PlayedAs = 'full' | 'sample';

const licensesOf = async (deps: PlayTitleDeps, input: PlayTitleInput): Promise<LicenseChannels> => {
  if (input.user === null || input.sampleOnly) return NO_LICENSES;
  const result = await deps.licenses.channelsOf(input.title.audiobookId);
  return result.ok ? result.value : NO_LICENSES;
};

/**
 * Spec §4, §8 load: the title in full for a listener whose licence is CAN_LISTEN, from the saved position minus 15 s
 * (where the server's and this browser's differ by more than 30 s, paused at the newer with both offered); otherwise
 * its sample (limited listening where a licence exists but this device may not play it). A stream that
 * cannot be had shows the generic error toast ('stream-media-not-found', reported); 'UserNotAuthenticated' sends
 * the listener to sign in; a full title without DRM plays, and is logged as 'Stream media not found'.
 */
export class PlayTitle {
  readonly #deps: PlayTitleDeps;

  constructor(deps: PlayTitleDeps) {
    this.#deps = deps;
  }

  async execute(input: PlayTitleInput): Promise<Result<PlayedAs, StreamMediaError>> {
    const { store, streams } = this.#deps;
    store.prepare();
    const licenses = await licensesOf(this.#deps, input);
    const limited = channelInState(licenses, 'NOT_AVAILABLE_ON_THIS_DEVICE') !== null;
    const listening = listeningMode({ licenses, deviceAllowed: true });
    const full = listening.mode === 'full';
    const media = await streams.mediaOf(input.title.audiobookId, { sample: !full });
    if (!media.ok) return streamFailed(this.#deps, media.error, input.currentPath);
    if (full && !isProtected(media.value)) this.#deps.errors.report({ code: 'Stream media not found' });
    const decision = full && input.startAt === undefined ? await this.#resumeDecision(media.value.audiobookId) : null;
    const offer = decision?.kind === 'choose' ? decision : undefined;
    store.load({
      title: playingTitle(input.title, media.value),
      sources: { dash: media.value.dash, hls: media.value.hls },
      savedPosition: positionMs(input.startAt ?? startOf(decision) ?? input.restoredPosition ?? 0),
      // Nothing plays until the listener says which position they meant.
      exact: input.startAt !== undefined,
      autoPlay: input.autoPlay && offer === undefined,
      ...playerFlagsFor(listening),
      isLimitedListening: !full && limited,
      ...(offer && { resumeOffer: offer }),
    });
    return ok(full ? 'full' : 'sample');
  }

  /** The server's position (unread: none) against this browser's last one. */
  async #resumeDecision(audiobookId: AudiobookId): Promise<ResumeDecision> {
    const { playback, storage, now } = this.#deps;
    const saved = await playback.savedPosition(audiobookId);
    const server =
      saved.ok && saved.value.savedAt !== null
        ? { position: saved.value.position, updatedAt: saved.value.savedAt, deviceName: saved.value.deviceName ?? '' }
        : null;
    return decideResume(server, localPositionOf(storage.readLocalPositions(), audiobookId), now());
  }
}

/** Where a decision starts: the one position, or the newer of two offered; null when nothing is saved. */
const startOf = (decision: ResumeDecision | null): PositionMs | null => {
  if (decision === null) return null;
  if (decision.kind === 'choose') return decision[decision.newer].position;
  return decision.source === 'none' ? null : decision.position;
};

const playingTitle = (title: TitleToPlay, media: StreamMedia) => ({
  audiobookId: media.audiobookId,
  mediaId: media.mediaId,
  name: title.name,
  authors: title.authors,
  coverUrl: title.coverUrl,
  chapters: media.chapters,
});
