import type { MediaEngineError } from '../ports/media-player.port';

/**
 * What the listener is told of a failure, whatever engine raised it: the connection, the licence (refused, expired or
 * a key that does not open the stream), the recording itself, or no stream to be had at all.
 */
export type PlaybackFailureKind = 'network' | 'licence' | 'recording' | 'unavailable';

export const failureKindOf = (error: MediaEngineError): PlaybackFailureKind => {
  switch (error.category) {
    case 'network':
      return 'network';
    case 'drm':
      return 'licence';
    case 'media':
    case 'unsupported':
      return 'recording';
  }
};
