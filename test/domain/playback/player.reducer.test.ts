import { describe, expect, it } from 'vitest';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import {
  INITIAL_PLAYER_STATE,
  playerReducer,
  type PlayerEvent,
  type PlayerState,
  type PlayerTransition,
} from '#domain/playback/player.reducer';

const a1 = 'a-1' as AudiobookId;
const a2 = 'a-2' as AudiobookId;

const load = (overrides: Partial<Extract<PlayerEvent, { type: 'loadRequested' }>> = {}): PlayerEvent => ({
  type: 'loadRequested',
  audiobookId: a1,
  savedPosition: positionMs(100_000),
  autoPlay: true,
  isSample: false,
  isLimitedListening: false,
  ...overrides,
});

const loaded = (duration = 600_000, audiobookId = a1): PlayerEvent => ({
  type: 'loaded',
  audiobookId,
  duration: positionMs(duration),
});

const run = (...events: PlayerEvent[]): PlayerTransition =>
  events.reduce<PlayerTransition>((t, event) => playerReducer(t.state, event), {
    state: INITIAL_PLAYER_STATE,
    commands: [],
  });

const ready = (...events: PlayerEvent[]): PlayerState => run(load(), loaded(), ...events).state;

describe('playerReducer (spec §4 player)', () => {
  it('loads 15 s before the saved position, playing if asked', () => {
    const { state, commands } = run(load({ savedPosition: positionMs(100_000), autoPlay: true }));
    expect(commands).toEqual([{ type: 'load', audiobookId: a1, startAt: 85_000, autoPlay: true }]);
    expect(state).toMatchObject({ status: 'loading', isLoading: true, position: 85_000, isPlaying: false });
  });

  it('loads at the position itself when asked to start exactly there (a retry)', () => {
    expect(run(load({ savedPosition: positionMs(100_000), exact: true })).commands).toEqual([
      { type: 'load', audiobookId: a1, startAt: 100_000, autoPlay: true },
    ]);
    expect(run(load({ savedPosition: positionMs(Number.NaN), exact: true })).state.position).toBe(0);
  });

  it('starts a position under 15 s from 0', () => {
    expect(run(load({ savedPosition: positionMs(9_000) })).commands).toEqual([
      { type: 'load', audiobookId: a1, startAt: 0, autoPlay: true },
    ]);
  });

  it('carries the sample and limited-listening flags of the load', () => {
    expect(run(load({ isSample: true, isLimitedListening: true })).state).toMatchObject({
      isSample: true,
      isLimitedListening: true,
    });
  });

  it('becomes ready with the duration, the start clamped to it', () => {
    expect(run(load({ savedPosition: positionMs(900_000) }), loaded(600_000)).state).toMatchObject({
      status: 'ready',
      isLoading: false,
      duration: 600_000,
      position: 600_000,
    });
  });

  it('ignores a load answer for an audiobook that is no longer loading', () => {
    const { state } = run(load({ audiobookId: a2 }), loaded(600_000, a1));
    expect(state).toMatchObject({ status: 'loading', audiobookId: a2 });
  });

  it('plays and pauses', () => {
    expect(ready({ type: 'played' })).toMatchObject({ isPlaying: true });
    expect(ready({ type: 'played' }, { type: 'paused' })).toMatchObject({ isPlaying: false });
  });

  it.each([
    [-5_000, 0],
    [30_000, 30_000],
    [700_000, 600_000],
  ])('clamps a seek to %s into [0, duration] -> %s and tells the engine', (target, expected) => {
    const { state, commands } = run(load(), loaded(600_000), { type: 'seeked', position: target });
    expect(state.position).toBe(expected);
    expect(commands).toEqual([{ type: 'seek', position: expected }]);
  });

  it.each([
    [539_999, false],
    [540_000, true],
    [590_000, true],
    [590_001, false],
  ])('at %s of 600 000 ms isMinuteToEnd is %s', (position, expected) => {
    expect(ready({ type: 'timeUpdated', position }).isMinuteToEnd).toBe(expected);
  });

  it('ends at the duration, not playing', () => {
    expect(ready({ type: 'played' }, { type: 'ended' })).toMatchObject({
      isEnded: true,
      isPlaying: false,
      position: 600_000,
      isMinuteToEnd: false,
    });
  });

  it('is no longer ended after seeking back or playing again', () => {
    expect(ready({ type: 'ended' }, { type: 'seeked', position: 0 }).isEnded).toBe(false);
    expect(ready({ type: 'ended' }, { type: 'played' }).isEnded).toBe(false);
  });

  it('stops loading and playing on failure, keeping the reason', () => {
    expect(ready({ type: 'played' }, { type: 'failed', reason: 'drm' })).toMatchObject({
      status: 'failed',
      isPlaying: false,
      isLoading: false,
      failure: 'drm',
    });
    expect(run(load(), { type: 'failed', reason: 'network' }).state).toMatchObject({ isLoading: false });
  });

  it('ignores engine reports while nothing is ready', () => {
    const { state } = run({ type: 'played' }, { type: 'timeUpdated', position: 5_000 }, { type: 'ended' });
    expect(state).toEqual(INITIAL_PLAYER_STATE);
    expect(run(load(), { type: 'played' }).state.isPlaying).toBe(false);
  });

  it('a new load resets playback', () => {
    const { state } = run(
      load(),
      loaded(),
      { type: 'played' },
      load({ audiobookId: a2, savedPosition: positionMs(0) }),
    );
    expect(state).toMatchObject({ audiobookId: a2, status: 'loading', isPlaying: false, position: 0, duration: 0 });
  });
});
