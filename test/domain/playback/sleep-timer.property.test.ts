import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Chapter, normaliseChapters } from '#domain/playback/chapters';
import { positionMs } from '#domain/playback/playback-position';
import {
  INITIAL_SLEEP_TIMER_STATE,
  sleepTimerFadeFactor,
  sleepTimerReducer,
  type SleepTimerEvent,
  type SleepTimerState,
} from '#domain/playback/sleep-timer';
import { epochMs, milliseconds } from '#domain/shared/time';

const T0 = 1_700_000_000_000;
const DURATION = 1_200_000;
const TOC: readonly Chapter[] = normaliseChapters(
  [0, 60_000, 300_000, 900_000, 1_150_000].map((startMs) => ({ title: 'Chapter', startMs })),
  positionMs(DURATION),
);

const position = fc.integer({ min: -1_000, max: DURATION + 1_000 }).map(positionMs);
const rate = fc.oneof(fc.constantFrom(0.5, 1, 1.5, 2, 3), fc.double({ min: 0, max: 4, noNaN: true }));

const sleepTimerEvent: fc.Arbitrary<SleepTimerEvent> = fc.oneof(
  fc.record({ type: fc.constant('minutesSet' as const), minutes: fc.integer({ min: 3, max: 92 }) }),
  fc.record({
    type: fc.constant('chaptersSet' as const),
    count: fc.integer({ min: 0, max: 6 }),
    chapters: fc.constant(TOC),
    position,
    duration: fc.constant(positionMs(DURATION)),
    rate,
  }),
  fc.record({ type: fc.constant('minutesAdded' as const), minutes: fc.integer({ min: -100, max: 100 }) }),
  fc.constant({ type: 'cancelled' as const }),
  fc.record({ type: fc.constant('ticked' as const), position, rate }),
  fc.record({ type: fc.constant('ticked' as const), position, rate }),
  fc.constant({ type: 'fired' as const }),
);

// Time between events: ticks close together near a timer's end, and long stretches that cross it.
const gap = fc.oneof(fc.nat({ max: 3_000 }), fc.nat({ max: 40 * 60_000 }));

describe('sleep timer properties (issue 20)', () => {
  it('fades with a factor in [0, 1] that never rises as the time left falls', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        const [low, high] = [sleepTimerFadeFactor(milliseconds(less)), sleepTimerFadeFactor(milliseconds(more))];
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(high);
        if (more >= 10_000) expect(high).toBe(1);
        if (less <= 0) expect(low).toBe(0);
      }),
    );
  });

  it('keeps the volume the player applies in step with the state: faded while running, restored once off', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(gap, sleepTimerEvent), { maxLength: 60 }), (steps) => {
        let state: SleepTimerState = INITIAL_SLEEP_TIMER_STATE;
        let now = T0;
        let volume = 1;
        for (const [wait, event] of steps) {
          now += wait;
          const next = sleepTimerReducer(state, event, epochMs(now));
          const types = next.commands.map((command) => command.type);
          for (const command of next.commands) {
            if (command.type !== 'setFadeVolume') continue;
            expect(command.factor).toBeGreaterThanOrEqual(0);
            expect(command.factor).toBeLessThanOrEqual(1);
            volume = command.factor;
          }
          // A pause is only ever the expiry: pause, then the volume restored, then the announcement.
          if (types.includes('pause') || types.includes('announce')) {
            expect(types).toEqual(['pause', 'setFadeVolume', 'announce']);
            expect(state.status).toBe('running');
            expect(next.state.status).toBe('off');
          }
          expect(volume).toBe(next.state.status === 'running' ? next.state.fade : 1);
          state = next.state;
        }
      }),
    );
  });

  it('expires a minutes timer at the first tick at or after its end, fading steadily down before it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 90 }),
        fc.array(fc.oneof(fc.nat({ max: 4_000 }), fc.nat({ max: 20 * 60_000 })), { minLength: 1, maxLength: 80 }),
        (minutes, gaps) => {
          const endsAt = T0 + minutes * 60_000;
          let state = sleepTimerReducer(INITIAL_SLEEP_TIMER_STATE, { type: 'minutesSet', minutes }, epochMs(T0)).state;
          let now = T0;
          let lastFactor = 1;
          for (const wait of gaps) {
            now += wait;
            const next = sleepTimerReducer(state, { type: 'ticked', position: positionMs(0), rate: 1 }, epochMs(now));
            const expired = next.commands.some((command) => command.type === 'pause');
            expect(expired).toBe(now >= endsAt);
            if (expired) return;
            for (const command of next.commands) {
              if (command.type !== 'setFadeVolume') continue;
              expect(command.factor).toBeLessThan(lastFactor);
              expect(command.factor).toBe(Math.min(1, (endsAt - now) / 10_000));
              lastFactor = command.factor;
            }
            state = next.state;
          }
        },
      ),
    );
  });

  it('expires a chapter timer when the position reaches the chapter end, fading steadily down at any fixed speed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DURATION - 1 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(0.5, 1, 1.25, 2, 3),
        fc.array(fc.oneof(fc.nat({ max: 3_000 }), fc.nat({ max: 400_000 })), { minLength: 1, maxLength: 80 }),
        (start, count, speed, advances) => {
          const set: SleepTimerEvent = {
            type: 'chaptersSet',
            count,
            chapters: TOC,
            position: positionMs(start),
            duration: positionMs(DURATION),
            rate: speed,
          };
          let { state } = sleepTimerReducer(INITIAL_SLEEP_TIMER_STATE, set, epochMs(T0));
          if (state.status !== 'running' || state.target.kind !== 'chapters')
            throw new Error('the timer did not start');
          const end = state.target.endsAtPosition;
          const later = TOC.map((chapter) => chapter.startMs).filter((s) => s > start);
          expect(end).toBe([...later, DURATION][Math.min(count, later.length + 1) - 1]);
          let at = start;
          let lastFactor = state.fade;
          for (const advance of advances) {
            at += advance;
            const next = sleepTimerReducer(
              state,
              { type: 'ticked', position: positionMs(at), rate: speed },
              epochMs(T0),
            );
            const expired = next.commands.some((command) => command.type === 'pause');
            expect(expired).toBe(at >= end);
            if (expired) return;
            for (const command of next.commands) {
              if (command.type !== 'setFadeVolume') continue;
              expect(command.factor).toBeLessThan(lastFactor);
              lastFactor = command.factor;
            }
            state = next.state;
          }
        },
      ),
    );
  });
});
