import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_PLAYER_STATE, playerReducer, type PlayerState } from '#domain/playback/player.reducer';
import { type TitleMode, titleControl } from '#domain/playback/title-control';
import { audiobookIdArbitrary, playerEventArbitrary } from '#test/support/arbitraries/playback.arbitrary';

const playerEvents = fc.array(playerEventArbitrary, { maxLength: 60, size: 'medium' });
const mode = fc.constantFrom<TitleMode>('sample', 'whole');

const statesAlong = (events: readonly Parameters<typeof playerReducer>[1][]): PlayerState[] => {
  const states = [INITIAL_PLAYER_STATE];
  for (const event of events)
    states.push(playerReducer(states[states.length - 1] ?? INITIAL_PLAYER_STATE, event).state);
  return states;
};

describe('titleControl properties (spec §4)', () => {
  it('offers only to start a title, or a mode, that the player does not hold', () => {
    fc.assert(
      fc.property(playerEvents, audiobookIdArbitrary, mode, (events, id, asked) => {
        for (const state of statesAlong(events)) {
          const holds = state.audiobookId === id && state.isSample === (asked === 'sample');
          if (!holds) expect(titleControl(state, id, asked)).toBe('start');
        }
      }),
    );
  });

  it('pauses exactly while the title plays in that mode, and resumes exactly while it waits paused', () => {
    fc.assert(
      fc.property(playerEvents, audiobookIdArbitrary, mode, (events, id, asked) => {
        for (const state of statesAlong(events)) {
          const control = titleControl(state, id, asked);
          const holds = state.audiobookId === id && state.isSample === (asked === 'sample');
          expect(control === 'pause').toBe(holds && state.isPlaying);
          expect(control === 'resume').toBe(holds && state.status === 'ready' && !state.isPlaying && !state.isEnded);
          expect(control === 'loading').toBe(holds && state.isLoading);
        }
      }),
    );
  });

  it('turns pause into resume on a pause, and resume into pause on a play', () => {
    fc.assert(
      fc.property(playerEvents, audiobookIdArbitrary, mode, (events, id, asked) => {
        for (const state of statesAlong(events)) {
          const control = titleControl(state, id, asked);
          if (control === 'pause')
            expect(titleControl(playerReducer(state, { type: 'paused' }).state, id, asked)).toBe('resume');
          if (control === 'resume')
            expect(titleControl(playerReducer(state, { type: 'played' }).state, id, asked)).toBe('pause');
        }
      }),
    );
  });
});
