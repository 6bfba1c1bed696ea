import fc from 'fast-check';
import { type EpochMs, epochMs } from '#domain/shared/time';

/** One event and the instant it happened. */
export interface Timed<E> {
  readonly event: E;
  readonly now: EpochMs;
}

const START = 1_700_000_000_000;

/** Turns events with time gaps into events with non-decreasing instants, starting at an arbitrary offset. */
export const timedSequence = <E>(
  events: fc.Arbitrary<E>,
  gapMs: fc.Arbitrary<number>,
  options: { readonly maxLength?: number } = {},
): fc.Arbitrary<readonly Timed<E>[]> =>
  fc
    .tuple(
      fc.nat({ max: 999 }),
      // Medium size: long enough runs for pauses, expiries and 60 s reports to interleave.
      fc.array(fc.tuple(gapMs, events), { maxLength: options.maxLength ?? 40, size: 'medium' }),
    )
    .map(([offset, steps]) => {
      let now = START + offset;
      return steps.map(([gap, event]) => {
        now += gap;
        return { event, now: epochMs(now) };
      });
    });

/** Viewport widths around every breakpoint edge, including nonsense values. */
export const viewportWidthArbitrary: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 0, max: 3_000 }),
  fc.constantFrom(0, 575, 576, 767, 768, 991, 992, 1199, 1200, 1523, 1524, 1919, 1920, 2559, 2560),
  fc.integer({ min: -100, max: -1 }),
);

/** Scroll positions reached by steps of up to 200 px either way; occasional overscroll below 0. */
export const scrollPathArbitrary: fc.Arbitrary<readonly number[]> = fc
  .array(fc.integer({ min: -200, max: 200 }), { maxLength: 60 })
  .map((steps) => {
    let y = 0;
    return steps.map((step) => {
      y = Math.max(-30, y + step);
      return y;
    });
  });
