import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAYER_SETTINGS,
  isValidPlayerSettings,
  normalisePlayerSettings,
  PLAYBACK_RATE_RANGE,
} from '#domain/playback/player-settings';

describe('player settings (spec §3, §9)', () => {
  it('defaults to rate 1, volume 1, not muted', () => {
    expect(DEFAULT_PLAYER_SETTINGS).toEqual({ playbackRate: 1, volume: 1, isMuted: false });
    expect(normalisePlayerSettings({})).toEqual(DEFAULT_PLAYER_SETTINGS);
  });

  it('offers rates from 0.5 to 3', () => {
    expect(PLAYBACK_RATE_RANGE).toEqual({ min: 0.5, max: 3 });
  });

  it.each([
    [
      { playbackRate: 1.5, volume: 0.4, isMuted: true },
      { playbackRate: 1.5, volume: 0.4, isMuted: true },
    ],
    [
      { playbackRate: 10, volume: 2, isMuted: false },
      { playbackRate: 3, volume: 1, isMuted: false },
    ],
    [
      { playbackRate: 0.1, volume: -1 },
      { playbackRate: 0.5, volume: 0, isMuted: false },
    ],
    [{ playbackRate: '2', volume: null, isMuted: 'yes' }, DEFAULT_PLAYER_SETTINGS],
    [{ playbackRate: Number.NaN, volume: Infinity }, DEFAULT_PLAYER_SETTINGS],
    [
      { playbackRate: 0.5, volume: 0 },
      { playbackRate: 0.5, volume: 0, isMuted: false },
    ],
  ])('%j -> %j', (stored, expected) => {
    expect(normalisePlayerSettings(stored)).toEqual(expected);
  });

  it('tells applicable settings from ones that need normalising', () => {
    expect(isValidPlayerSettings({ playbackRate: 2, volume: 0.5, isMuted: false })).toBe(true);
    expect(isValidPlayerSettings({ playbackRate: 4, volume: 0.5, isMuted: false })).toBe(false);
    expect(isValidPlayerSettings({ playbackRate: 1, volume: 1.1, isMuted: false })).toBe(false);
  });
});
