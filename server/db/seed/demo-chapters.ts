import type { RandomSource } from '#server/catalogue/seeded-random';

export interface ChapterSpan {
  readonly startMs: number;
  readonly durationMs: number;
}

/** About two chapters an hour, never fewer than 3 nor more than 48. */
export const chapterCountFor = (hours: number, random: RandomSource): number =>
  Math.max(3, Math.min(48, Math.round(hours * 2 + random() * 4 - 2)));

/** Chapters of uneven length that start at 0, follow one another without gaps and end exactly at the duration. */
export const splitIntoChapters = (totalMs: number, count: number, random: RandomSource): readonly ChapterSpan[] => {
  const weights = Array.from({ length: count }, () => 0.6 + random() * 0.8);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const spans: ChapterSpan[] = [];
  let startMs = 0;
  weights.forEach((weight, i) => {
    const durationMs =
      i === count - 1 ? totalMs - startMs : Math.max(1000, Math.round((totalMs * weight) / total / 1000) * 1000);
    spans.push({ startMs, durationMs });
    startMs += durationMs;
  });
  return spans;
};
