import { describe, expect, it } from 'vitest';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import {
  INITIAL_PLAYER_STATE,
  type PlayerEvent,
  playerReducer,
  type PlayerState,
} from '#domain/playback/player.reducer';
import { titleControl } from '#domain/playback/title-control';

const title = 'a-1' as AudiobookId;
const other = 'a-2' as AudiobookId;

const after = (...events: PlayerEvent[]): PlayerState =>
  events.reduce((state, event) => playerReducer(state, event).state, INITIAL_PLAYER_STATE);

const sampleRequested: PlayerEvent = {
  type: 'loadRequested',
  audiobookId: title,
  savedPosition: positionMs(0),
  autoPlay: true,
  isSample: true,
  isLimitedListening: false,
};
const loaded: PlayerEvent = { type: 'loaded', audiobookId: title, duration: positionMs(30_000) };

describe('titleControl (spec §4 player flags on a title page)', () => {
  it('starts the title while the player holds nothing', () => {
    expect(titleControl(INITIAL_PLAYER_STATE, title, 'sample')).toBe('start');
    expect(titleControl(INITIAL_PLAYER_STATE, title, 'whole')).toBe('start');
  });

  it('follows the sample through loading, playing and a pause', () => {
    expect(titleControl(after(sampleRequested), title, 'sample')).toBe('loading');
    expect(titleControl(after(sampleRequested, loaded, { type: 'played' }), title, 'sample')).toBe('pause');
    expect(titleControl(after(sampleRequested, loaded, { type: 'played' }, { type: 'paused' }), title, 'sample')).toBe(
      'resume',
    );
  });

  it('starts the sample again once it has ended or failed', () => {
    expect(titleControl(after(sampleRequested, loaded, { type: 'played' }, { type: 'ended' }), title, 'sample')).toBe(
      'start',
    );
    expect(titleControl(after(sampleRequested, { type: 'failed', reason: 'network' }), title, 'sample')).toBe('start');
  });

  it('leaves the whole title to start while its sample plays, and another title while this one plays', () => {
    const playing = after(sampleRequested, loaded, { type: 'played' });
    expect(titleControl(playing, title, 'whole')).toBe('start');
    expect(titleControl(playing, other, 'sample')).toBe('start');
  });

  it('follows the whole title the same way when the player holds it in full', () => {
    const whole = after({ ...sampleRequested, isSample: false }, loaded, { type: 'played' });
    expect(titleControl(whole, title, 'whole')).toBe('pause');
    expect(titleControl(whole, title, 'sample')).toBe('start');
  });
});
