import { milliseconds, type Milliseconds } from '../shared/time';
import type { AudiobookId } from './playback-ids';
import { clampPosition, type PositionMs } from './playback-position';
import { DEFAULT_PLAYER_SETTINGS, PLAYBACK_RATE_RANGE } from './player-settings';

/** Issue 20: the speed control moves in steps of 0.05x. */
export const RATE_STEP = 0.05;

/** Issue 20: the speeds offered as presets beside the slider. */
export const RATE_PRESETS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Issue 20: how many titles keep their own remembered speed (the least recently set is forgotten first). */
export const MAX_REMEMBERED_RATES = 200;

/** Issue 20: the speed a listener last chose for one title. */
export interface RememberedRate {
  readonly audiobookId: AudiobookId;
  readonly rate: number;
}

/** Issue 20: remembered speeds, most recently set first, at most one per title; plain data for local storage. */
export type RememberedRates = readonly RememberedRate[];

/** Nothing remembered yet. */
export const NO_REMEMBERED_RATES: RememberedRates = [];

const STEPS_PER_UNIT = Math.round(1 / RATE_STEP);
const MIN_STEPS = Math.round(PLAYBACK_RATE_RANGE.min * STEPS_PER_UNIT);
const MAX_STEPS = Math.round(PLAYBACK_RATE_RANGE.max * STEPS_PER_UNIT);

// Whole steps of 0.05 rather than sums of 0.05, so 1.35 comes out as 1.35 and not 1.3500000000000003. The rate is
// first rounded to 1e-5 of a step so that a tie written in decimals (1.325) rounds up as it reads, not as binary has it.
const stepsOf = (rate: number): number => {
  if (Number.isNaN(rate)) return Math.round(DEFAULT_PLAYER_SETTINGS.playbackRate * STEPS_PER_UNIT);
  const clamped = Math.min(Math.max(rate, PLAYBACK_RATE_RANGE.min), PLAYBACK_RATE_RANGE.max);
  return Math.round(Math.round(clamped * STEPS_PER_UNIT * 100_000) / 100_000);
};

const rateOf = (steps: number): number => Math.min(Math.max(steps, MIN_STEPS), MAX_STEPS) / STEPS_PER_UNIT;

/** Issue 20: speed 0.5x to 3.0x in 0.05 steps: the nearest step, clamped to the range (NaN reads as 1x). */
export const snapRate = (rate: number): number => rateOf(stepsOf(rate));

/** Issue 20: one 0.05 step faster (1) or slower (-1), from the nearest step, never past 0.5x or 3.0x. */
export const stepRate = (rate: number, direction: 1 | -1): number => rateOf(stepsOf(rate) + direction);

/**
 * Issue 20: the remaining time at the current speed: the recording's time left divided by the (snapped) speed, in
 * wall-clock milliseconds rounded up, so it reads 0 only at the end.
 */
export const remainingAtRate = (position: PositionMs, duration: PositionMs, rate: number): Milliseconds => {
  const left = duration - clampPosition(position, duration);
  return milliseconds(left > 0 ? Math.ceil(left / snapRate(rate)) : 0);
};

/** Issue 20: speed remembered per title: this title's speed becomes the most recent, the 201st title is forgotten. */
export const rememberRate = (remembered: RememberedRates, audiobookId: AudiobookId, rate: number): RememberedRates => [
  { audiobookId, rate: snapRate(rate) },
  ...remembered.filter((entry) => entry.audiobookId !== audiobookId).slice(0, MAX_REMEMBERED_RATES - 1),
];

/** Issue 20: the speed remembered for a title, or the fallback (the listener's general speed) when there is none. */
export const rateFor = (remembered: RememberedRates, audiobookId: AudiobookId, fallback: number): number =>
  remembered.find((entry) => entry.audiobookId === audiobookId)?.rate ?? fallback;

const isEntry = (value: unknown): value is { readonly audiobookId: string; readonly rate: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const { audiobookId, rate } = value as { readonly audiobookId?: unknown; readonly rate?: unknown };
  return typeof audiobookId === 'string' && audiobookId !== '' && typeof rate === 'number' && Number.isFinite(rate);
};

/**
 * Issue 20 and spec §3: remembered speeds read back from local storage made safe: anything but a list reads as none,
 * malformed entries are dropped, speeds are snapped, a title keeps its first (most recent) entry, 200 at most.
 */
export const normaliseRememberedRates = (stored: unknown): RememberedRates => {
  if (!Array.isArray(stored)) return NO_REMEMBERED_RATES;
  const seen = new Set<string>();
  const kept: RememberedRate[] = [];
  for (const entry of stored as readonly unknown[]) {
    if (!isEntry(entry) || seen.has(entry.audiobookId)) continue;
    seen.add(entry.audiobookId);
    kept.push({ audiobookId: entry.audiobookId as AudiobookId, rate: snapRate(entry.rate) });
    if (kept.length === MAX_REMEMBERED_RATES) break;
  }
  return kept;
};
