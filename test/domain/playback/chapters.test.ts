import { describe, expect, it } from 'vitest';
import {
  type Chapter,
  chapterIndexAt,
  chapterProgress,
  chapterSpan,
  chapterTicks,
  nextChapterTarget,
  normaliseChapters,
  PREVIOUS_CHAPTER_WINDOW_MS,
  previousChapterTarget,
} from '#domain/playback/chapters';
import { positionMs } from '#domain/playback/playback-position';

const DURATION = positionMs(1_200_000);
const TOC: readonly Chapter[] = [
  { title: 'Opening credits', startMs: 0 },
  { title: 'One', startMs: 60_000 },
  { title: 'Two', startMs: 300_000 },
  { title: 'Three', startMs: 900_000 },
];
// A recording whose first chapter starts after a short preamble.
const LATE_TOC: readonly Chapter[] = [
  { title: 'One', startMs: 10_000 },
  { title: 'Two', startMs: 40_000 },
];

describe('chapterIndexAt (issue 20: the chapter the position is in)', () => {
  it.each([
    [0, 0],
    [59_999, 0],
    [60_000, 1],
    [299_999, 1],
    [300_000, 2],
    [899_999, 2],
    [900_000, 3],
    [1_200_000, 3],
    [-1, -1],
    [Number.NaN, -1],
  ])('at %s ms -> chapter %s', (position, expected) => {
    expect(chapterIndexAt(TOC, positionMs(position))).toBe(expected);
  });

  it('finds no chapter before the first one starts, or with no chapters', () => {
    expect(chapterIndexAt(LATE_TOC, positionMs(9_999))).toBe(-1);
    expect(chapterIndexAt([], positionMs(5_000))).toBe(-1);
  });
});

describe('chapterSpan (issue 20: a chapter ends where the next starts, the last at the end of the recording)', () => {
  it.each([
    [0, { startMs: 0, endMs: 60_000, durationMs: 60_000 }],
    [1, { startMs: 60_000, endMs: 300_000, durationMs: 240_000 }],
    [2, { startMs: 300_000, endMs: 900_000, durationMs: 600_000 }],
    [3, { startMs: 900_000, endMs: 1_200_000, durationMs: 300_000 }],
    [4, undefined],
    [-1, undefined],
  ])('chapter %s -> %j', (index, expected) => {
    expect(chapterSpan(TOC, index, DURATION)).toEqual(expected);
  });

  it('gives the last chapter no length while the duration is unknown', () => {
    expect(chapterSpan(TOC, 3, positionMs(0))).toEqual({ startMs: 900_000, endMs: 900_000, durationMs: 0 });
  });
});

describe('previousChapterTarget (issue 20: the chapter start, or the previous chapter within its first 3 s)', () => {
  it('uses a 3 s window', () => {
    expect(PREVIOUS_CHAPTER_WINDOW_MS).toBe(3_000);
  });

  it.each([
    [305_000, 300_000],
    [303_000, 300_000],
    [302_999, 60_000],
    [300_000, 60_000],
    [899_999, 300_000],
    [60_500, 0],
    [30_000, 0],
    [3_000, 0],
    [2_999, 0],
    [0, 0],
    [1_200_000, 900_000],
  ])('at %s ms -> %s ms', (position, expected) => {
    expect(previousChapterTarget(TOC, positionMs(position))).toBe(expected);
  });

  it.each([
    [20_000, 10_000],
    [12_999, 0],
    [5_000, 0],
    [41_000, 10_000],
  ])('with a preamble, at %s ms -> %s ms', (position, expected) => {
    expect(previousChapterTarget(LATE_TOC, positionMs(position))).toBe(expected);
  });

  it('goes to 0 without chapters', () => {
    expect(previousChapterTarget([], positionMs(500_000))).toBe(0);
  });
});

describe('nextChapterTarget (issue 20: the next chapter start, none at the last chapter)', () => {
  it.each([
    [0, 60_000],
    [59_999, 60_000],
    [60_000, 300_000],
    [899_999, 900_000],
    [900_000, null],
    [1_100_000, null],
  ])('at %s ms -> %s', (position, expected) => {
    expect(nextChapterTarget(TOC, positionMs(position), DURATION)).toBe(expected);
  });

  it('goes to the first chapter from a preamble, and never to a chapter past the end', () => {
    expect(nextChapterTarget(LATE_TOC, positionMs(0), positionMs(60_000))).toBe(10_000);
    expect(nextChapterTarget(LATE_TOC, positionMs(20_000), positionMs(30_000))).toBeNull();
    expect(nextChapterTarget(LATE_TOC, positionMs(20_000), positionMs(0))).toBe(40_000);
  });
});

describe('chapterTicks (issue 20: ticks on the seek bar)', () => {
  it('places every chapter start but the first at 0 as a fraction of the duration', () => {
    expect(chapterTicks(TOC, DURATION)).toEqual([0.05, 0.25, 0.75]);
    expect(chapterTicks(LATE_TOC, positionMs(80_000))).toEqual([0.125, 0.5]);
  });

  it('has no ticks while the duration is unknown', () => {
    expect(chapterTicks(TOC, positionMs(0))).toEqual([]);
    expect(chapterTicks(TOC, positionMs(Number.NaN))).toEqual([]);
  });
});

describe('chapterProgress (issue 20: book and chapter progress together)', () => {
  it.each([
    [360_000, { index: 2, elapsedMs: 60_000, lengthMs: 600_000 }],
    [0, { index: 0, elapsedMs: 0, lengthMs: 60_000 }],
    [1_200_000, { index: 3, elapsedMs: 300_000, lengthMs: 300_000 }],
    [1_500_000, { index: 3, elapsedMs: 300_000, lengthMs: 300_000 }],
  ])('at %s ms -> %j', (position, expected) => {
    expect(chapterProgress(TOC, positionMs(position), DURATION)).toEqual(expected);
  });

  it('has nothing to say before the first chapter', () => {
    expect(chapterProgress(LATE_TOC, positionMs(5_000), positionMs(60_000))).toBeUndefined();
  });
});

describe('normaliseChapters (issue 20: a table of contents sorted, without duplicates or impossible starts)', () => {
  it('sorts, keeps the first of a duplicated start and drops negative, non-finite and out-of-duration starts', () => {
    const raw: Chapter[] = [
      { title: 'Two', startMs: 300_000 },
      { title: 'Opening credits', startMs: 0 },
      { title: 'One', startMs: 60_000 },
      { title: 'One again', startMs: 60_000 },
      { title: 'Before', startMs: -1 },
      { title: 'Nowhere', startMs: Number.NaN },
      { title: 'At the end', startMs: 1_200_000 },
      { title: 'After', startMs: 1_300_000 },
      { title: 'Three', startMs: 900_000 },
    ];
    expect(normaliseChapters(raw, DURATION)).toEqual(TOC);
  });

  it('keeps late starts while the duration is unknown', () => {
    expect(normaliseChapters([{ title: 'Late', startMs: 5_000_000 }], positionMs(0))).toEqual([
      { title: 'Late', startMs: 5_000_000 },
    ]);
  });
});
