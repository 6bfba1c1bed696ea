import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWorthContinuing, listeningProgress } from '#domain/library/listening-progress';

const anyMs = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -1e9, max: 1e10 }));
const duration = fc.integer({ min: 1, max: 100 * 3_600_000 });

describe('listeningProgress (spec §4 saved position)', () => {
  it('is a whole percent within 0..100 and whole minutes never below zero, for any input', () => {
    fc.assert(
      fc.property(anyMs, anyMs, (position, length) => {
        const { percent, minutesHeard, minutesLeft } = listeningProgress(position, length);
        expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
        expect(Number.isInteger(minutesHeard) && minutesHeard >= 0).toBe(true);
        expect(Number.isInteger(minutesLeft) && minutesLeft >= 0).toBe(true);
      }),
    );
  });

  it('grows with the position', () => {
    fc.assert(
      fc.property(duration, fc.nat(), fc.nat(), (length, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(listeningProgress(early, length).percent).toBeLessThanOrEqual(listeningProgress(late, length).percent);
      }),
    );
  });

  it('counts the minutes heard and left to the whole title', () => {
    fc.assert(
      fc.property(duration, fc.nat(), (length, position) => {
        const { minutesHeard, minutesLeft } = listeningProgress(position, length);
        const minutes = length / 60_000;
        expect(minutesHeard + minutesLeft).toBeGreaterThanOrEqual(Math.floor(minutes));
        expect(minutesHeard + minutesLeft).toBeLessThanOrEqual(Math.ceil(minutes) + 1);
      }),
    );
  });

  it('reads a position past the end as the end, and a title of no length as not started', () => {
    expect(listeningProgress(5_000_000, 3_600_000)).toEqual({ percent: 100, minutesHeard: 60, minutesLeft: 0 });
    expect(listeningProgress(1_000, 0)).toEqual({ percent: 0, minutesHeard: 0, minutesLeft: 0 });
    expect(listeningProgress(900_000, 3_600_000)).toEqual({ percent: 25, minutesHeard: 15, minutesLeft: 45 });
  });
});

describe('isWorthContinuing', () => {
  it('holds exactly when some of the title is heard and some is left', () => {
    fc.assert(
      fc.property(duration, fc.integer({ min: -10, max: 100 * 3_600_000 }), (length, position) => {
        expect(isWorthContinuing(position, length)).toBe(
          position > 0 && position < length && listeningProgress(position, length).percent < 100,
        );
      }),
    );
    expect(isWorthContinuing(0, 3_600_000)).toBe(false);
    expect(isWorthContinuing(3_600_000, 3_600_000)).toBe(false);
    expect(isWorthContinuing(60_000, 3_600_000)).toBe(true);
  });
});
