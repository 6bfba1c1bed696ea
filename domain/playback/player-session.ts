import type { CatalogId } from '../market/market';
import type { AudiobookId } from './playback-ids';
import type { PositionMs } from './playback-position';
import type { PlayerState } from './player.reducer';

/** Spec §3: the player session saved on page unload and restored once auth is fetched. */
export interface SavedPlayerSession {
  readonly audiobookId: AudiobookId;
  readonly catalogId: CatalogId;
  readonly playbackProgress: PositionMs;
  readonly autoPlay: boolean;
}

/**
 * Spec §4: the session to save on page unload: what is loaded, where it stands and whether it was playing
 * (so a restore plays on); nothing when no audiobook is loaded or loading failed.
 */
export const playerSessionToSave = (state: PlayerState, catalogId: CatalogId): SavedPlayerSession | undefined =>
  state.audiobookId === null || state.status === 'failed'
    ? undefined
    : { audiobookId: state.audiobookId, catalogId, playbackProgress: state.position, autoPlay: state.isPlaying };
