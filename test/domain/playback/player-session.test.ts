import { describe, expect, it } from 'vitest';
import type { CatalogId } from '#domain/market/market';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { playerSessionToSave } from '#domain/playback/player-session';
import {
  INITIAL_PLAYER_STATE,
  playerReducer,
  type PlayerEvent,
  type PlayerState,
} from '#domain/playback/player.reducer';

const catalogId = 'df363888-c791-4826-ac55-a9409b91ab20' as CatalogId;
const audiobookId = 'a-1' as AudiobookId;

const run = (...events: PlayerEvent[]): PlayerState =>
  events.reduce((state, event) => playerReducer(state, event).state, INITIAL_PLAYER_STATE);

const load: PlayerEvent = {
  type: 'loadRequested',
  audiobookId,
  savedPosition: positionMs(120_000),
  autoPlay: false,
  isSample: false,
  isLimitedListening: false,
};

describe('playerSessionToSave (spec §3, §4: saved on page unload)', () => {
  it('saves nothing when nothing is loaded', () => {
    expect(playerSessionToSave(INITIAL_PLAYER_STATE, catalogId)).toBeUndefined();
  });

  it('saves the audiobook, catalog, position and whether it was playing', () => {
    const state = run(
      load,
      { type: 'loaded', audiobookId, duration: positionMs(600_000) },
      { type: 'played' },
      {
        type: 'timeUpdated',
        position: 130_500,
      },
    );
    expect(playerSessionToSave(state, catalogId)).toEqual({
      audiobookId,
      catalogId,
      playbackProgress: 130_500,
      autoPlay: true,
    });
  });

  it('does not play on after restore when it was paused', () => {
    const state = run(load, { type: 'loaded', audiobookId, duration: positionMs(600_000) });
    expect(playerSessionToSave(state, catalogId)).toMatchObject({ playbackProgress: 105_000, autoPlay: false });
  });

  it('saves nothing after loading failed', () => {
    expect(playerSessionToSave(run(load, { type: 'failed', reason: 'network' }), catalogId)).toBeUndefined();
  });
});
