import { addMilliseconds, type EpochMs, milliseconds, type Milliseconds } from '../shared/time';
import type { Chapter } from './chapters';
import { positionMs, type PositionMs } from './playback-position';
import { remainingAtRate } from './playback-rate';

/** Issue 20: a sleep timer runs for 5 to 90 whole minutes. */
export const SLEEP_TIMER_MINUTES_RANGE = { min: 5, max: 90 } as const;

/** Issue 20: the volume fades out over the timer's last 10 s. */
export const SLEEP_TIMER_FADE_MS: Milliseconds = milliseconds(10_000);

/** Removing minutes from a running timer never leaves less than this (or what was left, if less): it never fires on a touch. */
export const SLEEP_TIMER_SHORTEST_AFTER_ADJUSTMENT_MS: Milliseconds = milliseconds(60_000);

const MINUTE_MS = 60_000;

/** What the timer waits for: a wall-clock instant, or the end of a chapter on the recording's timeline. */
export type SleepTimerTarget =
  | { readonly kind: 'minutes'; readonly endsAt: EpochMs }
  | { readonly kind: 'chapters'; readonly count: number; readonly endsAtPosition: PositionMs };

/** Issue 20: the sleep timer, and the fade factor last applied to the volume (1 when not fading). */
export type SleepTimerState =
  | { readonly status: 'off' }
  | { readonly status: 'running'; readonly target: SleepTimerTarget; readonly fade: number };

/**
 * What the listener and the player did, in the past tense; `now` comes with each event. `chaptersSet` with a count of
 * 1 is "end of this chapter", N is "end of the N-th chapter from here"; setting a timer while one runs replaces it
 * (that is how its mode changes). Chapters are the table of contents as `normaliseChapters` leaves it.
 */
export type SleepTimerEvent =
  | { readonly type: 'minutesSet'; readonly minutes: number }
  | {
      readonly type: 'chaptersSet';
      readonly count: number;
      readonly chapters: readonly Chapter[];
      readonly position: PositionMs;
      readonly duration: PositionMs;
      readonly rate: number;
    }
  /** Minutes added to (or, negative, removed from) a running minutes timer. */
  | { readonly type: 'minutesAdded'; readonly minutes: number }
  | { readonly type: 'cancelled' }
  /** Time passed while loaded; the position and the playback rate matter to the chapter modes. */
  | { readonly type: 'ticked'; readonly position: PositionMs; readonly rate: number }
  /** The timer's end came from outside its own reckoning (the recording ended first): it expires now. */
  | { readonly type: 'fired' };

/** What the application asks the player and the page to do. */
export type SleepTimerCommand =
  | { readonly type: 'pause' }
  /** Multiply the listener's volume by this factor (1 restores it). */
  | { readonly type: 'setFadeVolume'; readonly factor: number }
  /** Tell assistive technology politely (an i18n key for a polite live region). */
  | { readonly type: 'announce'; readonly message: 'PLAYER.SLEEP_TIMER_ENDED' };

/** The next sleep-timer state and the commands to run. */
export interface SleepTimerTransition {
  readonly state: SleepTimerState;
  readonly commands: readonly SleepTimerCommand[];
}

/** No sleep timer. */
export const INITIAL_SLEEP_TIMER_STATE: SleepTimerState = { status: 'off' };

const OFF = INITIAL_SLEEP_TIMER_STATE;

/** Issue 20: a timer of 5 to 90 whole minutes. */
export const isValidSleepMinutes = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= SLEEP_TIMER_MINUTES_RANGE.min && minutes <= SLEEP_TIMER_MINUTES_RANGE.max;

/** Issue 20: "end of the N-th chapter from here" needs a whole N of at least 1. */
export const isValidChapterCount = (count: number): boolean => Number.isInteger(count) && count >= 1;

/** Issue 20: the gentle fade: the volume factor falls linearly from 1 to 0 over the last 10 s left, 1 before. */
export const sleepTimerFadeFactor = (remainingMs: Milliseconds): number =>
  Number.isNaN(remainingMs) ? 1 : Math.min(Math.max(remainingMs / SLEEP_TIMER_FADE_MS, 0), 1);

/**
 * Issue 20: where a chapter timer ends on the recording's timeline: the N-th chapter boundary after the position
 * (a later chapter's start, the last one the end of the recording), or the end of the recording if fewer remain.
 */
export const chapterTimerEnd = (
  chapters: readonly Chapter[],
  position: PositionMs,
  duration: PositionMs,
  count: number,
): PositionMs | null => {
  const end = Number.isFinite(duration) && duration > 0 ? duration : null;
  const boundaries = chapters
    .map((chapter) => chapter.startMs)
    .filter((start) => start > position && (end === null || start < end));
  const target = boundaries[count - 1] ?? end;
  return target !== null && target > position ? positionMs(target) : null;
};

/** Issue 20: the timer's time left for display, in wall-clock ms (chapter modes at the current speed); null when off. */
export const sleepTimerRemainingMs = (
  state: SleepTimerState,
  now: EpochMs,
  position: PositionMs,
  rate: number,
): Milliseconds | null => {
  if (state.status === 'off') return null;
  const { target } = state;
  return target.kind === 'minutes'
    ? milliseconds(Math.max(0, target.endsAt - now))
    : remainingAtRate(position, target.endsAtPosition, rate);
};

// The fade command goes out only when the factor changes, so a tick far from the end asks nothing of the player.
const running = (state: SleepTimerState, target: SleepTimerTarget, remainingMs: Milliseconds): SleepTimerTransition => {
  const fade = sleepTimerFadeFactor(remainingMs);
  const was = state.status === 'running' ? state.fade : 1;
  return {
    state: { status: 'running', target, fade },
    commands: fade === was ? [] : [{ type: 'setFadeVolume', factor: fade }],
  };
};

const stop = (state: SleepTimerState): SleepTimerTransition => ({
  state: OFF,
  commands: state.status === 'running' && state.fade !== 1 ? [{ type: 'setFadeVolume', factor: 1 }] : [],
});

// Pause first, then give the volume back, so the listener never hears the restored volume before the pause.
const expire = (): SleepTimerTransition => ({
  state: OFF,
  commands: [
    { type: 'pause' },
    { type: 'setFadeVolume', factor: 1 },
    { type: 'announce', message: 'PLAYER.SLEEP_TIMER_ENDED' },
  ],
});

const ignore = (state: SleepTimerState): SleepTimerTransition => ({ state, commands: [] });

/**
 * Issue 20 sleep timer: 5 to 90 minutes (wall-clock), end of this chapter, or end of the N-th chapter from here (media
 * time: it ends when the position reaches that chapter's end); adjustable while running; a gentle fade in the last
 * 10 s (factor from 1 down to 0, time left in chapter modes being media time divided by the speed); on expiry pause,
 * restore the volume and announce it. Invalid settings are ignored.
 */
export const sleepTimerReducer = (
  state: SleepTimerState,
  event: SleepTimerEvent,
  now: EpochMs,
): SleepTimerTransition => {
  switch (event.type) {
    case 'minutesSet': {
      if (!isValidSleepMinutes(event.minutes)) return ignore(state);
      const remaining = milliseconds(event.minutes * MINUTE_MS);
      return running(state, { kind: 'minutes', endsAt: addMilliseconds(now, remaining) }, remaining);
    }
    case 'chaptersSet': {
      if (!isValidChapterCount(event.count)) return ignore(state);
      const endsAtPosition = chapterTimerEnd(event.chapters, event.position, event.duration, event.count);
      if (endsAtPosition === null) return ignore(state);
      const target: SleepTimerTarget = { kind: 'chapters', count: event.count, endsAtPosition };
      return running(state, target, remainingAtRate(event.position, endsAtPosition, event.rate));
    }
    case 'minutesAdded': {
      if (state.status !== 'running' || state.target.kind !== 'minutes' || !Number.isFinite(event.minutes)) {
        return ignore(state);
      }
      const left = Math.max(0, state.target.endsAt - now);
      const floor = Math.min(left, SLEEP_TIMER_SHORTEST_AFTER_ADJUSTMENT_MS);
      const ceiling = Math.max(left, SLEEP_TIMER_MINUTES_RANGE.max * MINUTE_MS);
      const remaining = milliseconds(Math.min(Math.max(left + event.minutes * MINUTE_MS, floor), ceiling));
      return running(state, { kind: 'minutes', endsAt: addMilliseconds(now, remaining) }, remaining);
    }
    case 'cancelled':
      return stop(state);
    case 'ticked': {
      if (state.status === 'off') return ignore(state);
      const remaining = sleepTimerRemainingMs(state, now, event.position, event.rate) ?? milliseconds(0);
      return remaining <= 0 ? expire() : running(state, state.target, remaining);
    }
    case 'fired':
      return state.status === 'off' ? ignore(state) : expire();
  }
};
