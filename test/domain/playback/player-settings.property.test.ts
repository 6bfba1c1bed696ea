import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPlayerSettings, normalisePlayerSettings } from '#domain/playback/player-settings';

const storedValue = fc.oneof(fc.double(), fc.boolean(), fc.string(), fc.constant(null), fc.constant(undefined));

describe('player settings properties (spec §3, §9)', () => {
  it('always yields valid settings, whatever was stored, and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.record({ playbackRate: storedValue, volume: storedValue, isMuted: storedValue }, { requiredKeys: [] }),
        (stored) => {
          const settings = normalisePlayerSettings(stored);
          expect(isValidPlayerSettings(settings)).toBe(true);
          expect(settings.playbackRate).toBeGreaterThanOrEqual(0.5);
          expect(settings.playbackRate).toBeLessThanOrEqual(3);
          expect(settings.volume).toBeGreaterThanOrEqual(0);
          expect(settings.volume).toBeLessThanOrEqual(1);
          expect(normalisePlayerSettings(settings)).toEqual(settings);
        },
      ),
    );
  });

  it('keeps settings that are already in range', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (playbackRate, volume, isMuted) => {
          expect(normalisePlayerSettings({ playbackRate, volume, isMuted })).toEqual({ playbackRate, volume, isMuted });
        },
      ),
    );
  });
});
