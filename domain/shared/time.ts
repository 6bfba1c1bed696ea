import type { Brand } from './brand';

/** A wall-clock instant in milliseconds since the Unix epoch, always passed in (the domain has no clock). */
export type EpochMs = Brand<number, 'EpochMs'>;

/** A length of time in milliseconds (a delay, a duration, time left). */
export type Milliseconds = Brand<number, 'Milliseconds'>;

/** Tags a number as an epoch instant; the caller vouches for its meaning. */
export const epochMs = (value: number): EpochMs => value as EpochMs;

/** Tags a number as a length of time in milliseconds; the caller vouches for its meaning. */
export const milliseconds = (value: number): Milliseconds => value as Milliseconds;

/** The time from `from` to `to` (negative when `to` is earlier). */
export const elapsedBetween = (from: EpochMs, to: EpochMs): Milliseconds => (to - from) as Milliseconds;

/** The instant `duration` after `instant`. */
export const addMilliseconds = (instant: EpochMs, duration: Milliseconds): EpochMs => (instant + duration) as EpochMs;
