import type { MediaSessionSync } from '#application/player/media-session-sync';
import type { PlaybackFailureAlerts } from '#application/player/playback-failure-alerts';
import type { PlaybackReporting } from '#application/player/playback-reporting';
import type { PlayerStore } from '#application/player/player.store';

/**
 * The player store with everything that listens to it (reporting, the system's media controls, the failure alerts),
 * made together: whichever part of the page loads a title first, nothing that title does goes unheard.
 */
export interface PlayerRuntime {
  readonly store: PlayerStore;
  readonly reporting: PlaybackReporting;
  readonly mediaSession: MediaSessionSync;
  readonly alerts: PlaybackFailureAlerts;
}
