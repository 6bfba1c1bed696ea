import type { MediaPositionState, PlayerMediaSessionAction } from '#domain/playback/media-session-actions';
import type { MediaSessionActionDetails } from '#domain/playback/media-session-actions';

/** What the system's media controls show: the title, its authors and its cover. */
export interface MediaSessionMetadata {
  readonly title: string;
  readonly artist: string;
  readonly artworkUrl: string | null;
}

/** The system's media controls (lock screen, headset keys, notification): the Media Session. */
export interface MediaSessionPort {
  setMetadata(metadata: MediaSessionMetadata | null): void;
  setPlaybackState(state: 'none' | 'paused' | 'playing'): void;
  setPositionState(state: MediaPositionState | undefined): void;
  /** Hands every action the player handles to `onAction`; null takes them all back. */
  setActionHandler(
    onAction: ((action: PlayerMediaSessionAction, details: MediaSessionActionDetails) => void) | null,
  ): void;
}
