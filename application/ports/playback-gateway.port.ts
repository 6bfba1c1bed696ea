import type { CatalogId } from '#domain/market/market';
import type { AudiobookId } from '#domain/playback/playback-ids';
import type { PositionMs } from '#domain/playback/playback-position';
import type { Result } from '#domain/shared/result';
import type { EpochMs } from '#domain/shared/time';
import type { PlaybackCallError } from '../player/player.errors';

/** Spec §3 stop-playback check response. */
export interface PlaybackCheck {
  readonly stopPlayback: boolean;
  readonly audiobookName: string;
}

/** A position the server keeps for the signed-in listener, when it was saved (null: never) and by which device. */
export interface SavedPosition {
  readonly position: PositionMs;
  readonly savedAt: EpochMs | null;
  /** The device's id and its name in the account ("Firefox on Linux"); null when unknown. */
  readonly deviceId: string | null;
  readonly deviceName: string | null;
}

/** Spec §3 saved player session as the server keeps it: the title last saved in this market, where and by whom. */
export interface LatestPlayerSession extends SavedPosition {
  readonly audiobookId: AudiobookId;
  readonly catalogId: CatalogId;
  readonly savedAt: EpochMs;
}

/** The signed-in listener's playback calls (spec §7: StartPlayback, SavePlaybackProgress, the position, the stop check). */
export interface PlaybackGateway {
  startPlayback(audiobookId: AudiobookId): Promise<Result<void, PlaybackCallError>>;
  /** `keepAlive`: the page is going away, and the save must outlive it. */
  saveProgress(
    audiobookId: AudiobookId,
    position: PositionMs,
    savedAt: EpochMs,
    options?: { readonly keepAlive?: boolean },
  ): Promise<Result<void, PlaybackCallError>>;
  savedPosition(audiobookId: AudiobookId): Promise<Result<SavedPosition, PlaybackCallError>>;
  /** The title the listener last saved a position of in this market, on any device; null before any. */
  latestSession(): Promise<Result<LatestPlayerSession | null, PlaybackCallError>>;
  checkPlayback(audiobookId: AudiobookId, deviceId: string): Promise<Result<PlaybackCheck, PlaybackCallError>>;
}
