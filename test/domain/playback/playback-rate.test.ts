import { describe, expect, it } from 'vitest';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import {
  MAX_REMEMBERED_RATES,
  NO_REMEMBERED_RATES,
  normaliseRememberedRates,
  RATE_PRESETS,
  RATE_STEP,
  rateFor,
  rememberRate,
  remainingAtRate,
  snapRate,
  stepRate,
} from '#domain/playback/playback-rate';

const id = (value: string): AudiobookId => value as AudiobookId;

describe('snapRate (issue 20: speed 0.5x to 3.0x in 0.05 steps)', () => {
  it('steps by 0.05 and offers the presets', () => {
    expect(RATE_STEP).toBe(0.05);
    expect(RATE_PRESETS).toEqual([0.75, 1, 1.25, 1.5, 1.75, 2]);
    RATE_PRESETS.forEach((preset) => expect(snapRate(preset)).toBe(preset));
  });

  it.each([
    [1, 1],
    [1.35, 1.35],
    [1.33, 1.35],
    [1.32, 1.3],
    [1.325, 1.35],
    [1.15, 1.15],
    [0.1 + 0.2 + 0.9, 1.2],
    [0.524, 0.5],
    [0.525, 0.55],
    [2.975, 3],
    [0.5, 0.5],
    [3, 3],
    [0.1, 0.5],
    [0, 0.5],
    [-2, 0.5],
    [5, 3],
    [Infinity, 3],
    [-Infinity, 0.5],
    [Number.NaN, 1],
  ])('%s -> %s', (rate, expected) => {
    expect(snapRate(rate)).toBe(expected);
  });

  it('gives every step as the two-decimal number it reads as', () => {
    for (let hundredths = 50; hundredths <= 300; hundredths += 5) {
      const written = Number((hundredths / 100).toFixed(2));
      expect(snapRate(written)).toBe(written);
      expect(String(snapRate(written))).toBe(String(written));
    }
  });
});

describe('stepRate (issue 20: one 0.05 step faster or slower)', () => {
  it.each([
    [1, 1, 1.05],
    [1, -1, 0.95],
    [1.05, 1, 1.1],
    [1.3, 1, 1.35],
    [1.33, 1, 1.4],
    [2.95, 1, 3],
    [3, 1, 3],
    [0.55, -1, 0.5],
    [0.5, -1, 0.5],
    [7, -1, 2.95],
  ] as const)('%s stepped %s -> %s', (rate, direction, expected) => {
    expect(stepRate(rate, direction)).toBe(expected);
  });

  it('walks the whole range in exact two-decimal steps', () => {
    const rates = [0.5];
    for (let i = 0; i < 55; i += 1) rates.push(stepRate(rates.at(-1) ?? 0.5, 1));
    expect(rates.slice(0, 51)).toEqual(Array.from({ length: 51 }, (_, i) => Number(((50 + 5 * i) / 100).toFixed(2))));
    expect(rates.slice(50)).toEqual([3, 3, 3, 3, 3, 3]);
  });
});

describe('remainingAtRate (issue 20: remaining time at the current speed)', () => {
  it.each([
    [0, 3_600_000, 1, 3_600_000],
    [0, 3_600_000, 2, 1_800_000],
    [0, 3_600_000, 1.5, 2_400_000],
    [1_800_000, 3_600_000, 0.5, 3_600_000],
    [3_000_000, 3_600_000, 1.25, 480_000],
    [3_599_999, 3_600_000, 3, 1],
    [3_600_000, 3_600_000, 1, 0],
    [4_000_000, 3_600_000, 1, 0],
    [-10_000, 3_600_000, 1, 3_600_000],
    [0, 0, 1, 0],
    [0, 60_000, Number.NaN, 60_000],
  ])('at %s of %s ms, %sx -> %s ms', (position, duration, rate, expected) => {
    expect(remainingAtRate(positionMs(position), positionMs(duration), rate)).toBe(expected);
  });
});

describe('remembered speeds (issue 20: speed remembered per title)', () => {
  it('remembers a title first, replaces its old speed and falls back for others', () => {
    const once = rememberRate(NO_REMEMBERED_RATES, id('a-1'), 1.5);
    const twice = rememberRate(rememberRate(once, id('a-2'), 1.25), id('a-1'), 1.33);
    expect(twice).toEqual([
      { audiobookId: 'a-1', rate: 1.35 },
      { audiobookId: 'a-2', rate: 1.25 },
    ]);
    expect(rateFor(twice, id('a-1'), 1)).toBe(1.35);
    expect(rateFor(twice, id('a-3'), 1.1)).toBe(1.1);
  });

  it('keeps the 200 most recent titles', () => {
    expect(MAX_REMEMBERED_RATES).toBe(200);
    let remembered = NO_REMEMBERED_RATES;
    for (let i = 1; i <= 201; i += 1) remembered = rememberRate(remembered, id(`a-${i}`), 1.5);
    expect(remembered).toHaveLength(200);
    expect(rateFor(remembered, id('a-1'), 1)).toBe(1);
    expect(rateFor(remembered, id('a-2'), 1)).toBe(1.5);
    expect(remembered[0]?.audiobookId).toBe('a-201');
  });

  it.each([
    [null, []],
    ['[]', []],
    [{ 'a-1': 1.5 }, []],
    [[], []],
    [
      [
        { audiobookId: 'a-1', rate: 1.33 },
        { audiobookId: 'a-1', rate: 2 },
        { audiobookId: '', rate: 2 },
        { audiobookId: 7, rate: 2 },
        { audiobookId: 'a-2', rate: '2' },
        { audiobookId: 'a-3', rate: Number.NaN },
        null,
        'a-4',
        { audiobookId: 'a-5', rate: 10 },
      ],
      [
        { audiobookId: 'a-1', rate: 1.35 },
        { audiobookId: 'a-5', rate: 3 },
      ],
    ],
  ])('stored %j -> %j', (stored, expected) => {
    expect(normaliseRememberedRates(stored)).toEqual(expected);
  });

  it('reads back at most 200 titles', () => {
    const stored = Array.from({ length: 250 }, (_, i) => ({ audiobookId: `a-${i}`, rate: 2 }));
    expect(normaliseRememberedRates(stored)).toHaveLength(200);
  });
});
