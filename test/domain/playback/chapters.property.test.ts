import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Chapter,
  chapterIndexAt,
  chapterProgress,
  chapterSpan,
  chapterTicks,
  nextChapterTarget,
  normaliseChapters,
  previousChapterTarget,
} from '#domain/playback/chapters';
import { positionMs } from '#domain/playback/playback-position';

const duration = fc.integer({ min: 1, max: 10_000_000 }).map(positionMs);

// Raw tables of contents: unsorted, with repeated, negative, non-finite and too-late starts.
const rawChapters = fc.array(
  fc.record({
    title: fc.constantFrom('Prologue', 'One', 'Two', 'Epilogue'),
    startMs: fc.oneof(
      { weight: 8, arbitrary: fc.nat({ max: 10_000_000 }) },
      { weight: 1, arbitrary: fc.constantFrom(0, -1, Number.NaN, Infinity) },
    ),
  }),
  { maxLength: 20 },
);

/** A normalised table of contents, its duration and a position within the recording, often near a chapter start. */
const recording = fc
  .tuple(rawChapters, duration)
  .chain(([raw, end]) => {
    const chapters = normaliseChapters(raw, end);
    const nearStart = fc
      .tuple(
        fc.nat({ max: Math.max(0, chapters.length - 1) }),
        fc.oneof(fc.constantFrom(-1, 0, 1, 2_999, 3_000, 3_001), fc.integer({ min: -4_000, max: 4_000 })),
      )
      .map(([i, offset]) => (chapters[i]?.startMs ?? 0) + offset);
    return fc.record({
      chapters: fc.constant(chapters),
      duration: fc.constant(end),
      position: fc.oneof(fc.integer({ min: 0, max: end }), nearStart),
    });
  })
  .map((r) => ({ ...r, position: positionMs(Math.min(Math.max(r.position, 0), r.duration)) }));

const starts = (chapters: readonly Chapter[]): number[] => chapters.map((chapter) => chapter.startMs);

describe('chapter properties (issue 20)', () => {
  it('normalises to strictly increasing starts within [0, duration), idempotently, from the raw chapters', () => {
    fc.assert(
      fc.property(rawChapters, duration, (raw, end) => {
        const chapters = normaliseChapters(raw, end);
        starts(chapters).forEach((start, i, all) => {
          expect(start).toBeGreaterThanOrEqual(0);
          expect(start).toBeLessThan(end);
          if (i > 0) expect(start).toBeGreaterThan(all[i - 1] ?? -1);
        });
        chapters.forEach((chapter) => expect(raw).toContainEqual(chapter));
        const valid = new Set(starts(raw).filter((start) => start >= 0 && start < end));
        expect(new Set(starts(chapters))).toEqual(valid);
        expect(normaliseChapters(chapters, end)).toEqual(chapters);
      }),
    );
  });

  it('places a position in the last chapter starting at or before it', () => {
    fc.assert(
      fc.property(recording, ({ chapters, position }) => {
        const index = chapterIndexAt(chapters, position);
        const first = chapters[0];
        if (index === -1) {
          expect(first === undefined || position < first.startMs).toBe(true);
        } else {
          expect(chapters[index]?.startMs).toBeLessThanOrEqual(position);
          expect(chapters[index + 1]?.startMs ?? Infinity).toBeGreaterThan(position);
        }
      }),
    );
  });

  it('tiles the recording with chapter spans from the first start to the end', () => {
    fc.assert(
      fc.property(recording, ({ chapters, duration: end }) => {
        const spans = chapters.map((_, i) => chapterSpan(chapters, i, end));
        spans.forEach((span, i) => {
          expect(span?.startMs).toBe(chapters[i]?.startMs);
          expect(span?.endMs).toBe(chapters[i + 1]?.startMs ?? end);
          expect(span?.durationMs).toBeGreaterThan(0);
        });
        const total = spans.reduce((sum, span) => sum + (span?.durationMs ?? 0), 0);
        expect(total).toBe(chapters.length === 0 ? 0 : end - (chapters[0]?.startMs ?? 0));
      }),
    );
  });

  it('goes back never after the position: to the chapter start, or the one before within its first 3 s', () => {
    fc.assert(
      fc.property(recording, ({ chapters, position }) => {
        const target = previousChapterTarget(chapters, position);
        expect(target).toBeGreaterThanOrEqual(0);
        expect(target).toBeLessThanOrEqual(position);
        expect(target === 0 || starts(chapters).includes(target)).toBe(true);
        const index = chapterIndexAt(chapters, position);
        const current = chapters[index];
        if (current === undefined) expect(target).toBe(0);
        else if (position - current.startMs >= 3_000) expect(target).toBe(current.startMs);
        else expect(target).toBe(chapters[index - 1]?.startMs ?? 0);
      }),
    );
  });

  it('goes forward to the very next chapter start, or nowhere from the last chapter', () => {
    fc.assert(
      fc.property(recording, ({ chapters, position, duration: end }) => {
        const target = nextChapterTarget(chapters, position, end);
        const later = starts(chapters).filter((start) => start > position);
        if (target === null) expect(later).toEqual([]);
        else expect(target).toBe(later[0]);
      }),
    );
  });

  it('puts one tick strictly inside the bar for every chapter after 0, in order', () => {
    fc.assert(
      fc.property(recording, ({ chapters, duration: end }) => {
        const ticks = chapterTicks(chapters, end);
        expect(ticks).toHaveLength(chapters.filter((chapter) => chapter.startMs > 0).length);
        ticks.forEach((tick, i) => {
          expect(tick).toBeGreaterThan(0);
          expect(tick).toBeLessThan(1);
          if (i > 0) expect(tick).toBeGreaterThan(ticks[i - 1] ?? 0);
        });
      }),
    );
  });

  it("measures chapter progress from the chapter's start, within its length", () => {
    fc.assert(
      fc.property(recording, ({ chapters, position, duration: end }) => {
        const progress = chapterProgress(chapters, position, end);
        const index = chapterIndexAt(chapters, position);
        const start = chapters[index]?.startMs ?? 0;
        expect(progress).toEqual(
          index === -1
            ? undefined
            : { index, elapsedMs: position - start, lengthMs: (chapters[index + 1]?.startMs ?? end) - start },
        );
      }),
    );
  });
});
