import type { CatalogId } from '../market/market';
import type { EpochMs } from '../shared/time';
import type { LocalPositions } from './local-positions';
import type { AudiobookId } from './playback-ids';
import type { PositionMs } from './playback-position';
import type { PlayerState } from './player.reducer';

/**
 * A podcast episode's show and what the player shows of it, kept with the session: the episode comes back on the next
 * page as it was, with no lookup.
 */
export interface SavedEpisode {
  readonly podcastId: string;
  readonly name: string;
  readonly authors: readonly string[];
  readonly coverUrl: string | null;
}

/** Spec §3: the player session saved on page unload and restored once auth is fetched. */
export interface SavedPlayerSession {
  /** The audiobook's id, or the episode's. */
  readonly audiobookId: AudiobookId;
  readonly catalogId: CatalogId;
  readonly playbackProgress: PositionMs;
  readonly autoPlay: boolean;
  /** Present when what played is a podcast episode. */
  readonly episode?: SavedEpisode;
}

/**
 * Spec §4: the session to save on page unload: what is loaded, where it stands and whether it was playing
 * (so a restore plays on); nothing when no audiobook is loaded or loading failed.
 */
export const playerSessionToSave = (state: PlayerState, catalogId: CatalogId): SavedPlayerSession | undefined =>
  state.audiobookId === null || state.status === 'failed'
    ? undefined
    : { audiobookId: state.audiobookId, catalogId, playbackProgress: state.position, autoPlay: state.isPlaying };

/** Spec §3 saved player session as the server keeps it: the latest title saved, when and on which device. */
export interface ServerPlayerSession {
  readonly audiobookId: AudiobookId;
  readonly catalogId: CatalogId;
  readonly savedAt: EpochMs;
  /** Null when the server does not know the device. */
  readonly deviceId: string | null;
}

/**
 * Issue 20 resume across devices: on opening the store without a session of its own, this browser offers the title
 * the server says the listener last saved, when it was saved in this market, by another device, after anything this
 * browser heard (so a title closed here, or already offered and heard here, is not offered again).
 */
export const offersServerSession = (
  session: ServerPlayerSession,
  here: { readonly catalogId: CatalogId; readonly deviceId: string; readonly positions: LocalPositions },
): boolean =>
  session.catalogId === here.catalogId &&
  session.deviceId !== here.deviceId &&
  here.positions.every((position) => position.updatedAt < session.savedAt);
