import { MARQUEE_SPEED } from '#domain/shell/shell-timing';

/** The legacy marquee element's tick: it moves by its speed in pixels every 85 ms (its default scroll delay). */
export const MARQUEE_TICK_MS = 85;

/**
 * Spec §9 marquee speed 5, read as the marquee element's scroll amount (5 px per 85 ms tick, about 59 px/s): how
 * long one pass over the hidden part of the text takes.
 */
export const marqueeDurationMs = (overflowPx: number, speed: number = MARQUEE_SPEED): number =>
  Math.max(0, Math.round((overflowPx / speed) * MARQUEE_TICK_MS));
