import type { MediaEngineError } from '#application/ports/media-player.port';

// dash.js 5 error codes (core/errors/Errors.js, protection/errors/ProtectionErrors.js).
// 23 no MediaSource, 24 no MediaKeys, 35 a MediaSource type refused, 112 key system access denied.
const UNSUPPORTED = new Set([23, 24, 35, 112]);
// 36 no usable key (wrong or unknown key id), 100-114 key sessions and licence requests.
const DRM = new Set([36, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 113, 114]);
// 11/12 manifest and xlink loading, 16 time sync, 17 a fragment, 25-29 downloads after their retries.
const NETWORK = new Set([11, 12, 16, 17, 25, 26, 27, 28, 29]);

/** A dash.js error in the one error model: each stops playback; the browser's "cannot" is `unsupported`. */
export const dashjsErrorOf = (code: number): MediaEngineError => ({
  severity: 'fatal',
  category: UNSUPPORTED.has(code) ? 'unsupported' : DRM.has(code) ? 'drm' : NETWORK.has(code) ? 'network' : 'media',
  code: `dash.js ${code}`,
});
