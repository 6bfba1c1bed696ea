import { describe, expect, it } from 'vitest';
import {
  MEDIA_SESSION_ACTIONS,
  mediaSessionIntent,
  type PlayerMediaSessionAction,
  positionStateOf,
} from '#domain/playback/media-session-actions';
import { positionMs } from '#domain/playback/playback-position';

describe('mediaSessionIntent (issue 20: play, pause, seek back/forward, seekto, previous/next as chapters)', () => {
  it('registers the eight actions', () => {
    expect(MEDIA_SESSION_ACTIONS).toEqual([
      'play',
      'pause',
      'seekbackward',
      'seekforward',
      'seekto',
      'previoustrack',
      'nexttrack',
      'stop',
    ]);
  });

  it.each([
    ['play', { type: 'play' }],
    ['pause', { type: 'pause' }],
    ['stop', { type: 'stop' }],
    ['seekbackward', { type: 'skipBack' }],
    ['seekforward', { type: 'skipForward' }],
    ['previoustrack', { type: 'previousChapter' }],
    ['nexttrack', { type: 'nextChapter' }],
  ] as const)('%s -> %j', (action: PlayerMediaSessionAction, intent) => {
    expect(mediaSessionIntent(action)).toEqual(intent);
  });

  it.each([
    [{ seekTime: 12.5 }, { type: 'seekTo', position: 12_500 }],
    [{ seekTime: 0 }, { type: 'seekTo', position: 0 }],
    [{ seekTime: 4_990 }, { type: 'seekTo', position: 4_990_000 }],
    [{ seekTime: Number.NaN }, null],
    [{ seekTime: null }, null],
    [{}, null],
  ])('seekto %j -> %j', (details, intent) => {
    expect(mediaSessionIntent('seekto', details)).toEqual(intent);
  });
});

describe('positionStateOf (issue 20: the Media Session position state kept current and valid)', () => {
  it.each([
    [30_000, 60_000, 1, { duration: 60, position: 30, playbackRate: 1 }],
    [0, 3_600_000, 1.5, { duration: 3_600, position: 0, playbackRate: 1.5 }],
    [90_000, 60_000, 1.33, { duration: 60, position: 60, playbackRate: 1.35 }],
    [-5_000, 60_000, 0, { duration: 60, position: 0, playbackRate: 0.5 }],
    [Number.NaN, 60_000, Number.NaN, { duration: 60, position: 0, playbackRate: 1 }],
    [0, 0, 1, undefined],
    [0, Number.NaN, 1, undefined],
    [0, Infinity, 1, undefined],
  ])('at %s of %s ms, %sx -> %j', (position, duration, rate, expected) => {
    expect(positionStateOf(positionMs(position), positionMs(duration), rate)).toEqual(expected);
  });
});
