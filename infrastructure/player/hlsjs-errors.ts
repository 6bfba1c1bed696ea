import type { MediaEngineError } from '#application/ports/media-player.port';

/** What hls.js says of an error (its ERROR event's data), reduced to what the mapping reads. */
export interface HlsjsErrorData {
  readonly type: string;
  readonly details: string;
  readonly fatal: boolean;
}

// The browser cannot: no key system access, or codecs its MediaSource refuses.
const UNSUPPORTED = new Set([
  'keySystemNoAccess',
  'manifestIncompatibleCodecsError',
  'bufferIncompatibleCodecsError',
  'bufferAddCodecError',
]);

/**
 * An hls.js error in the one error model, or null for one hls.js recovers from by itself. Key-system errors stop
 * playback even when hls.js does not call them fatal: without the key there is nothing to hear.
 */
export const hlsjsErrorOf = (data: HlsjsErrorData): MediaEngineError | null => {
  const keySystem = data.type === 'keySystemError';
  if (!data.fatal && !keySystem) return null;
  return {
    severity: 'fatal',
    category: UNSUPPORTED.has(data.details)
      ? 'unsupported'
      : keySystem
        ? 'drm'
        : data.type === 'networkError'
          ? 'network'
          : 'media',
    code: `hls.js ${data.details}`,
  };
};
