import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatListeningTime, hoursAndMinutes } from '#domain/listening/listening-duration';
import { languageOf, LOCALES } from '#domain/market/locale';
import { milliseconds } from '#domain/shared/time';

describe('listening time in words', () => {
  it.each([
    ['en', 0, '0 min'],
    ['en', 125 * 60_000, '2 hr, 5 min'],
    ['en', 3 * 3_600_000, '3 hr'],
    ['de', 125 * 60_000, '2 Std., 5 Min.'],
  ] as const)('in %s, %s ms is "%s"', (locale, ms, text) => {
    expect(formatListeningTime(milliseconds(ms), locale)).toBe(text);
  });

  it('splits a time into whole hours and minutes that add back up to it, to the nearest minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (ms) => {
        const { hours, minutes } = hoursAndMinutes(milliseconds(ms));
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThan(60);
        expect(hours * 60 + minutes).toBe(Math.round(ms / 60_000));
      }),
    );
  });

  it('writes the hours and the minutes that are not zero, as the market writes numbers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 1e9 }), (locale, ms) => {
        const text = formatListeningTime(milliseconds(ms), locale);
        const { hours, minutes } = hoursAndMinutes(milliseconds(ms));
        const number = (n: number) => new Intl.NumberFormat(languageOf(locale)).format(n);
        if (hours > 0) expect(text).toContain(number(hours));
        if (minutes > 0 || hours === 0) expect(text).toContain(number(minutes));
        if (minutes === 0 && hours > 0) expect(text.replace(number(hours), '')).not.toMatch(/\d/);
      }),
    );
  });
});
