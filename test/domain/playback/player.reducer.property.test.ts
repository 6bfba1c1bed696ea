import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMinuteToEnd } from '#domain/playback/end-warning';
import { INITIAL_PLAYER_STATE, playerReducer } from '#domain/playback/player.reducer';
import { playerEventArbitrary } from '#test/support/arbitraries/playback.arbitrary';

// Medium-sized runs so loads complete and playback gets paused, sought and ended in one sequence.
const playerEvents = fc.array(playerEventArbitrary, { maxLength: 60, size: 'medium' });

describe('playerReducer properties (spec §4)', () => {
  it('keeps its flags consistent and the position within [0, duration] once ready', () => {
    fc.assert(
      fc.property(playerEvents, (events) => {
        let state = INITIAL_PLAYER_STATE;
        for (const event of events) {
          state = playerReducer(state, event).state;
          expect(state.isLoading).toBe(state.status === 'loading');
          expect(state.isPlaying && (state.isEnded || state.isLoading)).toBe(false);
          expect(state.isPlaying).toBe(state.isPlaying && state.status === 'ready');
          expect(state.isMinuteToEnd).toBe(state.status === 'ready' && isMinuteToEnd(state.position, state.duration));
          if (state.status === 'ready') {
            expect(state.position).toBeGreaterThanOrEqual(0);
            expect(state.position).toBeLessThanOrEqual(state.duration);
          }
          expect(Number.isFinite(state.position)).toBe(true);
        }
      }),
    );
  });

  it('starts every load 15 s before the saved position (never below 0) and seeks only within the recording', () => {
    fc.assert(
      fc.property(playerEvents, (events) => {
        let state = INITIAL_PLAYER_STATE;
        for (const event of events) {
          const next = playerReducer(state, event);
          for (const command of next.commands) {
            if (command.type === 'load' && event.type === 'loadRequested') {
              expect(command.startAt).toBe(Math.max(0, event.savedPosition - 15_000));
              expect(command.autoPlay).toBe(event.autoPlay);
            }
            if (command.type === 'seek') {
              expect(command.position).toBeGreaterThanOrEqual(0);
              expect(command.position).toBeLessThanOrEqual(next.state.duration);
            }
          }
          state = next.state;
        }
      }),
    );
  });

  it('plays on played and stops on paused, ended or failed once ready', () => {
    fc.assert(
      fc.property(playerEvents, (events) => {
        let state = INITIAL_PLAYER_STATE;
        for (const event of events) {
          const wasReady = state.status === 'ready';
          state = playerReducer(state, event).state;
          if (event.type === 'played' && wasReady) expect(state).toMatchObject({ isPlaying: true, isEnded: false });
          if (event.type === 'paused' || event.type === 'ended' || event.type === 'failed') {
            expect(state.isPlaying).toBe(false);
          }
          if (event.type === 'ended' && wasReady)
            expect(state).toMatchObject({ isEnded: true, position: state.duration });
        }
      }),
    );
  });

  it('a retry acts only on a failed title: it loads it again where it failed, playing, and clears the failure', () => {
    fc.assert(
      fc.property(playerEvents, (events) => {
        let state = INITIAL_PLAYER_STATE;
        for (const event of [...events, { type: 'retried' as const }]) {
          const next = playerReducer(state, event);
          if (event.type === 'retried') {
            if (state.status !== 'failed') expect(next).toEqual({ state, commands: [] });
            else {
              expect(next.state).toMatchObject({
                status: 'loading',
                audiobookId: state.audiobookId,
                position: state.position,
                isSample: state.isSample,
                isLimitedListening: state.isLimitedListening,
                failure: null,
                isPlaying: false,
              });
              expect(next.commands).toEqual([
                { type: 'load', audiobookId: state.audiobookId, startAt: state.position, autoPlay: true },
              ]);
            }
          }
          state = next.state;
        }
      }),
    );
  });
});
