import type { AudiobookId } from './playback-ids';
import type { PositionMs } from './playback-position';

/** Spec §3 playback progress command: the fixed device name it sends. */
export const PLAYBACK_PROGRESS_DEVICE = 'Web Player';

/** Spec §3 playback progress command fields: audiobook_id, device, position (milliseconds). */
export interface PlaybackProgressPayload {
  readonly audiobook_id: AudiobookId;
  readonly device: typeof PLAYBACK_PROGRESS_DEVICE;
  readonly position: number;
}

/** Spec §3: the SavePlaybackProgress payload for a position, in whole milliseconds. */
export const playbackProgressPayload = (audiobookId: AudiobookId, position: PositionMs): PlaybackProgressPayload => ({
  audiobook_id: audiobookId,
  device: PLAYBACK_PROGRESS_DEVICE,
  position: Math.floor(position),
});
