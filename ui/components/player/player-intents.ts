import type { ResumeSource } from '#domain/playback/resume-choice';
import type { SkipIntervals } from '#domain/playback/skip-intervals';

/** What the listener can ask of the player from its controls. */
export interface PlayerIntents {
  readonly togglePlay: () => void;
  readonly seek: (positionMs: number) => void;
  readonly skipBack: () => void;
  readonly skipForward: () => void;
  readonly setSkipIntervals: (skip: SkipIntervals) => void;
  readonly resumeFrom: (source: ResumeSource) => void;
  readonly previousChapter: () => void;
  readonly nextChapter: () => void;
  readonly setRate: (rate: number) => void;
  readonly setVolume: (volume: number) => void;
  readonly setMuted: (muted: boolean) => void;
  readonly close: () => void;
  readonly retry: () => void;
}

/** Speeds from 0.5x to 3.0x in 0.05 steps, as the speed control offers them. */
export const RATE_STEPS: readonly number[] = Array.from({ length: 51 }, (_, index) => (50 + index * 5) / 100);

/** The marker the S shortcut finds the sleep timer's menu by. */
export const SLEEP_TIMER_ATTRIBUTE = 'data-sleep-timer';
