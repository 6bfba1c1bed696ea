import type { MediaSessionMetadata, MediaSessionPort } from '#application/ports/media-session.port';
import { MEDIA_SESSION_ACTIONS } from '#domain/playback/media-session-actions';

/**
 * The Media Session over `navigator.mediaSession`; silent where the browser has none (or the server). A browser may
 * refuse an action it does not know (older ones lack `seekto`): that one is skipped, the others still register.
 */
export const navigatorMediaSession = (navigator: Navigator | undefined): MediaSessionPort => {
  const session = navigator && 'mediaSession' in navigator ? navigator.mediaSession : undefined;
  const Metadata = typeof MediaMetadata === 'undefined' ? undefined : MediaMetadata;
  return {
    setMetadata(metadata: MediaSessionMetadata | null): void {
      if (!session || !Metadata) return;
      session.metadata =
        metadata === null
          ? null
          : new Metadata({
              title: metadata.title,
              artist: metadata.artist,
              artwork: metadata.artworkUrl ? [{ src: `${metadata.artworkUrl}?w=512`, sizes: '512x512' }] : [],
            });
    },
    setPlaybackState(state): void {
      if (session) session.playbackState = state;
    },
    setPositionState(state): void {
      try {
        session?.setPositionState?.(state);
      } catch {
        // A state the browser finds inconsistent is dropped; the next one is set.
      }
    },
    setActionHandler(onAction): void {
      for (const action of MEDIA_SESSION_ACTIONS) {
        try {
          session?.setActionHandler(action, onAction === null ? null : (details) => onAction(action, details));
        } catch {
          // Not supported by this browser.
        }
      }
    },
  };
};
