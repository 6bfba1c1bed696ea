import { describe, expect, it } from 'vitest';
import type { Chapter } from '#domain/playback/chapters';
import { positionMs } from '#domain/playback/playback-position';
import {
  chapterTimerEnd,
  INITIAL_SLEEP_TIMER_STATE,
  isValidSleepMinutes,
  SLEEP_TIMER_FADE_MS,
  SLEEP_TIMER_MINUTES_RANGE,
  sleepTimerFadeFactor,
  sleepTimerReducer,
  sleepTimerRemainingMs,
  type SleepTimerCommand,
  type SleepTimerEvent,
  type SleepTimerState,
} from '#domain/playback/sleep-timer';
import { epochMs, milliseconds } from '#domain/shared/time';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const DURATION = positionMs(1_200_000);
const TOC: readonly Chapter[] = [
  { title: 'Opening credits', startMs: 0 },
  { title: 'One', startMs: 60_000 },
  { title: 'Two', startMs: 300_000 },
  { title: 'Three', startMs: 900_000 },
];

const EXPIRY: readonly SleepTimerCommand[] = [
  { type: 'pause' },
  { type: 'setFadeVolume', factor: 1 },
  { type: 'announce', message: 'PLAYER.SLEEP_TIMER_ENDED' },
];

/** Runs events given as [ms after T0, event] from the given state and returns the last state and each step's commands. */
const run = (
  steps: readonly (readonly [number, SleepTimerEvent])[],
  from: SleepTimerState = INITIAL_SLEEP_TIMER_STATE,
): { state: SleepTimerState; commands: (readonly SleepTimerCommand[])[] } => {
  let state = from;
  const commands: (readonly SleepTimerCommand[])[] = [];
  for (const [at, event] of steps) {
    const next = sleepTimerReducer(state, event, epochMs(T0 + at));
    state = next.state;
    commands.push(next.commands);
  }
  return { state, commands };
};

const minutes = (n: number): SleepTimerEvent => ({ type: 'minutesSet', minutes: n });
const chaptersFrom = (position: number, count: number, rate = 1): SleepTimerEvent => ({
  type: 'chaptersSet',
  count,
  chapters: TOC,
  position: positionMs(position),
  duration: DURATION,
  rate,
});
const tick = (position = 0, rate = 1): SleepTimerEvent => ({ type: 'ticked', position: positionMs(position), rate });

describe('sleep timer for N minutes (issue 20: 5 to 90 minutes, a gentle fade in the last 10 s)', () => {
  it('runs 5 to 90 whole minutes and fades over 10 s', () => {
    expect(SLEEP_TIMER_MINUTES_RANGE).toEqual({ min: 5, max: 90 });
    expect(SLEEP_TIMER_FADE_MS).toBe(10_000);
  });

  it.each([
    [5, true],
    [90, true],
    [30, true],
    [4, false],
    [91, false],
    [5.5, false],
    [0, false],
    [Number.NaN, false],
  ])('%s minutes valid: %s', (n, expected) => {
    expect(isValidSleepMinutes(n)).toBe(expected);
    expect(run([[0, minutes(n)]]).state.status).toBe(expected ? 'running' : 'off');
  });

  it('sets the end 30 minutes from now, asking nothing of the player yet', () => {
    const { state, commands } = run([[0, minutes(30)]]);
    expect(state).toEqual({ status: 'running', target: { kind: 'minutes', endsAt: T0 + 30 * MINUTE }, fade: 1 });
    expect(commands).toEqual([[]]);
  });

  it('fades linearly over the last 10 s, then pauses, restores the volume and announces', () => {
    const end = 30 * MINUTE;
    const { state, commands } = run([
      [0, minutes(30)],
      [end - 60_000, tick()],
      [end - 10_000, tick()],
      [end - 5_000, tick()],
      [end - 2_500, tick()],
      [end - 2_500, tick()],
      [end, tick()],
      [end + 1_000, tick()],
    ]);
    expect(commands).toEqual([
      [],
      [],
      [],
      [{ type: 'setFadeVolume', factor: 0.5 }],
      [{ type: 'setFadeVolume', factor: 0.25 }],
      [],
      EXPIRY,
      [],
    ]);
    expect(state).toEqual(INITIAL_SLEEP_TIMER_STATE);
  });

  it('fires late rather than never when a tick comes after the end', () => {
    expect(
      run([
        [0, minutes(5)],
        [6 * MINUTE, tick()],
      ]).commands.at(-1),
    ).toEqual(EXPIRY);
  });
});

describe('sleep timer adjusted while running (issue 20)', () => {
  it.each([
    [10, 5, 15],
    [10, -5, 5],
    [10, -15, 1],
    [85, 10, 90],
  ])('with %s minutes left, adding %s leaves %s', (left, added, expected) => {
    const { state } = run([
      [0, minutes(left)],
      [0, { type: 'minutesAdded', minutes: added }],
    ]);
    expect(state).toMatchObject({ target: { kind: 'minutes', endsAt: T0 + expected * MINUTE } });
  });

  it('never shortens a timer with less than a minute left', () => {
    const { state } = run([
      [0, minutes(5)],
      [5 * MINUTE - 30_000, { type: 'minutesAdded', minutes: -5 }],
    ]);
    expect(state).toMatchObject({ target: { endsAt: T0 + 5 * MINUTE } });
  });

  it('gives the volume back when minutes are added during the fade', () => {
    const { state, commands } = run([
      [0, minutes(5)],
      [5 * MINUTE - 4_000, tick()],
      [5 * MINUTE - 4_000, { type: 'minutesAdded', minutes: 5 }],
    ]);
    expect(commands.slice(1)).toEqual([
      [{ type: 'setFadeVolume', factor: 0.4 }],
      [{ type: 'setFadeVolume', factor: 1 }],
    ]);
    expect(state).toMatchObject({ fade: 1, target: { endsAt: T0 + 10 * MINUTE } });
  });

  it('changes mode by setting the timer again', () => {
    const { state } = run([
      [0, minutes(30)],
      [1_000, chaptersFrom(100_000, 1)],
    ]);
    expect(state).toEqual({
      status: 'running',
      target: { kind: 'chapters', count: 1, endsAtPosition: 300_000 },
      fade: 1,
    });
  });

  it('adds no minutes to a chapter timer or to no timer', () => {
    const chapterTimer = run([[0, chaptersFrom(100_000, 1)]]).state;
    expect(run([[0, { type: 'minutesAdded', minutes: 5 }]], chapterTimer).state).toBe(chapterTimer);
    expect(run([[0, { type: 'minutesAdded', minutes: 5 }]]).state).toBe(INITIAL_SLEEP_TIMER_STATE);
  });

  it('cancels, giving the volume back only if it was fading', () => {
    expect(
      run([
        [0, minutes(5)],
        [1_000, { type: 'cancelled' }],
      ]),
    ).toEqual({
      state: INITIAL_SLEEP_TIMER_STATE,
      commands: [[], []],
    });
    expect(
      run([
        [0, minutes(5)],
        [5 * MINUTE - 1_000, tick()],
        [5 * MINUTE - 500, { type: 'cancelled' }],
      ]).commands.at(-1),
    ).toEqual([{ type: 'setFadeVolume', factor: 1 }]);
    expect(run([[0, { type: 'cancelled' }]]).commands).toEqual([[]]);
  });
});

describe('sleep timer to the end of a chapter (issue 20: this chapter or the N-th from here, in media time)', () => {
  it.each([
    [100_000, 1, 300_000],
    [100_000, 2, 900_000],
    [100_000, 3, 1_200_000],
    [100_000, 9, 1_200_000],
    [300_000, 1, 900_000],
    [1_000_000, 1, 1_200_000],
    [1_200_000, 1, null],
  ])('from %s ms, %s chapter(s) -> ends at %s', (position, count, expected) => {
    expect(chapterTimerEnd(TOC, positionMs(position), DURATION, count)).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])('ignores a chapter count of %s', (count) => {
    expect(run([[0, chaptersFrom(100_000, count)]]).state).toBe(INITIAL_SLEEP_TIMER_STATE);
  });

  it('ignores a chapter timer at the very end of the recording', () => {
    expect(run([[0, chaptersFrom(1_200_000, 1)]]).state).toBe(INITIAL_SLEEP_TIMER_STATE);
  });

  it('ends when the position reaches the chapter end, fading over the last 10 s of media time at 1x', () => {
    const { commands } = run([
      [0, chaptersFrom(100_000, 1)],
      [1_000, tick(250_000)],
      [2_000, tick(290_000)],
      [3_000, tick(295_000)],
      [4_000, tick(299_000)],
      [5_000, tick(300_000)],
    ]);
    expect(commands).toEqual([
      [],
      [],
      [],
      [{ type: 'setFadeVolume', factor: 0.5 }],
      [{ type: 'setFadeVolume', factor: 0.1 }],
      EXPIRY,
    ]);
  });

  it('fades over the last 10 s of wall-clock time: 20 s of media at 2x', () => {
    const { commands } = run([
      [0, chaptersFrom(100_000, 1, 2)],
      [1_000, tick(280_000, 2)],
      [2_000, tick(290_000, 2)],
      [3_000, tick(296_000, 2)],
    ]);
    expect(commands).toEqual([
      [],
      [],
      [{ type: 'setFadeVolume', factor: 0.5 }],
      [{ type: 'setFadeVolume', factor: 0.2 }],
    ]);
  });

  it('expires at once on a seek past the chapter end', () => {
    expect(
      run([
        [0, chaptersFrom(100_000, 1)],
        [1_000, tick(500_000)],
      ]).commands.at(-1),
    ).toEqual(EXPIRY);
  });
});

describe('sleep timer fired from outside (issue 20)', () => {
  it('expires a running timer and ignores it otherwise', () => {
    expect(
      run([
        [0, chaptersFrom(1_000_000, 1)],
        [1_000, { type: 'fired' }],
      ]).commands.at(-1),
    ).toEqual(EXPIRY);
    expect(run([[0, { type: 'fired' }]]).commands).toEqual([[]]);
  });
});

describe('sleepTimerRemainingMs (issue 20: the time left for display)', () => {
  it('is nothing when off, wall-clock for minutes and media time over speed for chapters', () => {
    const now = epochMs(T0 + 60_000);
    expect(sleepTimerRemainingMs(INITIAL_SLEEP_TIMER_STATE, now, positionMs(0), 1)).toBeNull();
    expect(sleepTimerRemainingMs(run([[0, minutes(30)]]).state, now, positionMs(0), 2)).toBe(29 * MINUTE);
    const chapters = run([[0, chaptersFrom(100_000, 1)]]).state;
    expect(sleepTimerRemainingMs(chapters, now, positionMs(150_000), 1.5)).toBe(100_000);
    expect(sleepTimerRemainingMs(chapters, now, positionMs(400_000), 1)).toBe(0);
  });
});

describe('sleepTimerFadeFactor (issue 20: from 1 down to 0 over the last 10 s)', () => {
  it.each([
    [60_000, 1],
    [10_001, 1],
    [10_000, 1],
    [7_500, 0.75],
    [5_000, 0.5],
    [1_000, 0.1],
    [0, 0],
    [-1_000, 0],
  ])('%s ms left -> %s', (left, expected) => {
    expect(sleepTimerFadeFactor(milliseconds(left))).toBe(expected);
  });
});
