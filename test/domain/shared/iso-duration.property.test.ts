import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockPosition, isoDuration } from '#domain/shared/iso-duration';

const ISO = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/;

const secondsOf = (iso: string): number => {
  const [, h = '0', m = '0', s = '0'] = ISO.exec(iso) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

describe('isoDuration (schema.org duration)', () => {
  it.each([
    [0, 'PT0S'],
    [999, 'PT0S'],
    [203_235, 'PT3M23S'],
    [3_600_000, 'PT1H'],
    [12_345_678, 'PT3H25M45S'],
    [-5, 'PT0S'],
    [Number.NaN, 'PT0S'],
  ])('%s ms is %s', (ms, iso) => {
    expect(isoDuration(ms)).toBe(iso);
  });

  it('names the whole seconds of any length, minutes and seconds below 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 * 3_600_000 }), (ms) => {
        const iso = isoDuration(ms);
        const parts = ISO.exec(iso);
        expect(parts).not.toBeNull();
        expect(Number(parts?.[2] ?? 0)).toBeLessThan(60);
        expect(Number(parts?.[3] ?? 0)).toBeLessThan(60);
        expect(secondsOf(iso)).toBe(Math.floor(ms / 1000));
      }),
    );
  });
});

describe('clockPosition (where a chapter starts)', () => {
  it.each([
    [0, '0:00'],
    [72_669, '1:12'],
    [3_725_000, '1:02:05'],
    [-1, '0:00'],
  ])('%s ms reads %s', (ms, clock) => {
    expect(clockPosition(ms)).toBe(clock);
  });

  it('reads back as the whole seconds, and orders as the positions do', () => {
    const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 * 3_600_000 }),
        fc.integer({ min: 0, max: 100 * 3_600_000 }),
        (a, b) => {
          expect(seconds(clockPosition(a))).toBe(Math.floor(a / 1000));
          if (Math.floor(a / 1000) <= Math.floor(b / 1000))
            expect(seconds(clockPosition(a))).toBeLessThanOrEqual(seconds(clockPosition(b)));
        },
      ),
    );
  });
});
