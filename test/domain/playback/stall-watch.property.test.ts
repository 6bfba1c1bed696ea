import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStalled,
  mediaProgressed,
  NOT_WAITING,
  STALL_TIMEOUT_MS,
  type StallWatch,
  stallDeadline,
  waitingStarted,
} from '#domain/playback/stall-watch';
import { epochMs } from '#domain/shared/time';

type Step = { readonly gap: number; readonly kind: 'progress' | 'wait' | 'check' };

const steps = fc.array(
  fc.record({
    gap: fc.nat({ max: 6_000 }),
    kind: fc.constantFrom<Step['kind']>('progress', 'wait', 'check'),
  }),
  { maxLength: 60 },
);

describe('stall watch properties (never an endless spinner, never a slow network declared failed)', () => {
  it('a wait is a stall exactly when no bytes arrived for the timeout since it began or since the last bytes', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), steps, (start, sequence) => {
        let now = start;
        let watch: StallWatch = waitingStarted(NOT_WAITING, epochMs(now));
        let quietSince = now;
        for (const { gap, kind } of sequence) {
          now += gap;
          if (kind === 'progress') {
            watch = mediaProgressed(watch, epochMs(now));
            quietSince = now;
          } else if (kind === 'wait') watch = waitingStarted(watch, epochMs(now));
          expect(isStalled(watch, epochMs(now))).toBe(now - quietSince >= STALL_TIMEOUT_MS);
        }
      }),
    );
  });

  it('a network delivering bytes at least once per timeout is never declared stalled', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: STALL_TIMEOUT_MS - 1 }), { minLength: 1, maxLength: 80 }), (gaps) => {
        let now = 0;
        let watch = waitingStarted(NOT_WAITING, epochMs(now));
        for (const gap of gaps) {
          now += gap;
          expect(isStalled(watch, epochMs(now))).toBe(false);
          watch = mediaProgressed(watch, epochMs(now));
        }
      }),
    );
  });

  it('nothing is a stall while not waiting, and bytes alone never start a wait', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.nat({ max: 1e9 }), (progressAt, now) => {
        const watch = mediaProgressed(NOT_WAITING, epochMs(progressAt));
        expect(watch).toEqual(NOT_WAITING);
        expect(stallDeadline(watch)).toBeNull();
        expect(isStalled(watch, epochMs(now))).toBe(false);
      }),
    );
  });

  it('a wait already under way keeps its start, and the deadline is the timeout after the later of start and bytes', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e6 }), fc.nat({ max: 1e6 }), fc.nat({ max: 1e6 }), (start, later, bytes) => {
        const watch = waitingStarted(waitingStarted(NOT_WAITING, epochMs(start)), epochMs(start + later));
        expect(watch.waitingSince).toBe(start);
        const fed = mediaProgressed(watch, epochMs(start + bytes));
        expect(stallDeadline(fed)).toBe(start + bytes + STALL_TIMEOUT_MS);
      }),
    );
  });
});
