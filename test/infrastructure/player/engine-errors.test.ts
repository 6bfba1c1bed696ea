import { describe, expect, it } from 'vitest';
import { dashjsErrorOf } from '#infrastructure/player/dashjs-errors';
import { hlsjsErrorOf } from '#infrastructure/player/hlsjs-errors';

describe('engine errors in the one error model', () => {
  it.each([
    [23, 'unsupported'],
    [24, 'unsupported'],
    [35, 'unsupported'],
    [112, 'unsupported'],
    [36, 'drm'],
    [110, 'drm'],
    [113, 'drm'],
    [114, 'drm'],
    [11, 'network'],
    [25, 'network'],
    [27, 'network'],
    [28, 'network'],
    [10, 'media'],
    [20, 'media'],
    [0, 'media'],
  ])('dash.js %i is %s, fatal, reported under its code', (code, category) => {
    expect(dashjsErrorOf(code)).toEqual({ severity: 'fatal', category, code: `dash.js ${code}` });
  });

  it.each([
    [{ type: 'networkError', details: 'fragLoadError', fatal: true }, 'network'],
    [{ type: 'networkError', details: 'manifestLoadError', fatal: true }, 'network'],
    [{ type: 'keySystemError', details: 'keySystemNoAccess', fatal: false }, 'unsupported'],
    [{ type: 'keySystemError', details: 'keySystemLicenseRequestFailed', fatal: false }, 'drm'],
    [{ type: 'mediaError', details: 'bufferAddCodecError', fatal: true }, 'unsupported'],
    [{ type: 'mediaError', details: 'bufferStalledError', fatal: true }, 'media'],
  ])('hls.js %o is %s', (data, category) => {
    expect(hlsjsErrorOf(data)).toEqual({ severity: 'fatal', category, code: `hls.js ${data.details}` });
  });

  it('leaves to hls.js what it recovers from by itself', () => {
    expect(hlsjsErrorOf({ type: 'networkError', details: 'fragLoadError', fatal: false })).toBeNull();
    expect(hlsjsErrorOf({ type: 'mediaError', details: 'bufferStalledError', fatal: false })).toBeNull();
  });
});
