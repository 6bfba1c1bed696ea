import { describe, expect, it } from 'vitest';
import { failureKindOf } from '#application/player/failure-kind';

describe('failureKindOf (issue "The web player": a clear message for each failure)', () => {
  it.each([
    ['network', 'dash.js 27', 'network'],
    ['drm', 'dash.js 112', 'licence'],
    ['media', 'media 3', 'recording'],
    ['unsupported', 'hls.js keySystemNoAccess', 'recording'],
  ] as const)('tells a %s failure (%s) as %s', (category, code, kind) => {
    expect(failureKindOf({ severity: 'fatal', category, code })).toBe(kind);
  });
});
