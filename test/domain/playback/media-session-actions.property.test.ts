import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDIA_SESSION_ACTIONS, mediaSessionIntent, positionStateOf } from '#domain/playback/media-session-actions';
import { positionMs } from '#domain/playback/playback-position';

const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -1_000, max: 40_000_000 }));

describe('media session properties (issue 20)', () => {
  it('gives a position state the API accepts, or none while nothing is loaded', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (position, duration, rate) => {
        const state = positionStateOf(positionMs(position), positionMs(duration), rate);
        const loaded = Number.isFinite(duration) && duration > 0;
        expect(state === undefined).toBe(!loaded);
        if (state === undefined) return;
        expect(state.duration).toBe(duration / 1000);
        expect(state.position).toBeGreaterThanOrEqual(0);
        expect(state.position).toBeLessThanOrEqual(state.duration);
        expect(state.playbackRate).toBeGreaterThanOrEqual(0.5);
        expect(state.playbackRate).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('answers every action but seekto whatever its details, and seekto only with a finite time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MEDIA_SESSION_ACTIONS),
        fc.record({ seekTime: fc.option(anyNumber, { nil: undefined }) }),
        (action, details) => {
          const intent = mediaSessionIntent(action, details);
          const finite = details.seekTime !== undefined && Number.isFinite(details.seekTime);
          if (action !== 'seekto') expect(intent).not.toBeNull();
          else expect(intent).toEqual(finite ? { type: 'seekTo', position: (details.seekTime ?? 0) * 1000 } : null);
        },
      ),
    );
  });
});
