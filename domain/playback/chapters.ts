import { milliseconds, type Milliseconds } from '../shared/time';
import { positionMs, type PositionMs } from './playback-position';

/** Spec §3 Stream media table of contents: a chapter's title and where it starts on the recording's timeline. */
export interface Chapter {
  readonly title: string;
  readonly startMs: number;
}

/** Where a chapter starts and ends on the recording's timeline, and how long it lasts. */
export interface ChapterSpan {
  readonly startMs: PositionMs;
  readonly endMs: PositionMs;
  readonly durationMs: Milliseconds;
}

/** Where the position stands in its chapter: the chapter, the time played of it and its length. */
export interface ChapterProgress {
  readonly index: number;
  readonly elapsedMs: Milliseconds;
  readonly lengthMs: Milliseconds;
}

/** Issue 20: within this long of a chapter's start, "previous" goes to the chapter before it. */
export const PREVIOUS_CHAPTER_WINDOW_MS: Milliseconds = milliseconds(3_000);

const START = positionMs(0);

/**
 * Issue 20: a table of contents the player can rely on: sorted by start, one chapter per start (the first listed
 * wins), no negative or non-finite start, and none at or after the end of the recording once its duration is known.
 */
export const normaliseChapters = <C extends Chapter>(raw: readonly C[], duration: PositionMs): readonly C[] => {
  const known = Number.isFinite(duration) && duration > 0;
  const kept = raw
    .filter((chapter) => Number.isFinite(chapter.startMs) && chapter.startMs >= 0)
    .filter((chapter) => !known || chapter.startMs < duration)
    .toSorted((a, b) => a.startMs - b.startMs);
  return kept.filter((chapter, i) => i === 0 || kept[i - 1]?.startMs !== chapter.startMs);
};

/** Issue 20: the chapter the position is in (the last one starting at or before it); -1 before the first or with none. */
export const chapterIndexAt = (chapters: readonly Chapter[], position: PositionMs): number => {
  if (Number.isNaN(position)) return -1;
  return chapters.findLastIndex((chapter) => chapter.startMs <= position);
};

/** Issue 20: a chapter lasts from its start to the next chapter's start, the last one to the end of the recording. */
export const chapterSpan = (
  chapters: readonly Chapter[],
  index: number,
  duration: PositionMs,
): ChapterSpan | undefined => {
  const chapter = chapters[index];
  if (chapter === undefined) return undefined;
  const startMs = positionMs(chapter.startMs);
  const next = chapters[index + 1]?.startMs ?? (Number.isFinite(duration) ? duration : startMs);
  const endMs = positionMs(Math.max(startMs, next));
  return { startMs, endMs, durationMs: milliseconds(endMs - startMs) };
};

/**
 * Issue 20: previous goes to the chapter start, or to the previous chapter's start within the first 3 s of a
 * chapter; within the first 3 s of the first chapter, before any chapter, or with none it goes to 0.
 */
export const previousChapterTarget = (chapters: readonly Chapter[], position: PositionMs): PositionMs => {
  const index = chapterIndexAt(chapters, position);
  const current = chapters[index];
  if (current === undefined || !Number.isFinite(position)) return START;
  if (position - current.startMs >= PREVIOUS_CHAPTER_WINDOW_MS) return positionMs(current.startMs);
  const previous = chapters[index - 1];
  return previous === undefined ? START : positionMs(previous.startMs);
};

/** Issue 20: next goes to the next chapter's start; null at the last chapter (or when the next starts past the end). */
export const nextChapterTarget = (
  chapters: readonly Chapter[],
  position: PositionMs,
  duration: PositionMs,
): PositionMs | null => {
  if (Number.isNaN(position)) return null;
  const end = duration > 0 ? duration : Infinity;
  const next = chapters.find((chapter) => chapter.startMs > position);
  return next !== undefined && next.startMs < end ? positionMs(next.startMs) : null;
};

/** Issue 20: the seek bar's chapter ticks, as fractions of the duration strictly between 0 and 1, in order. */
export const chapterTicks = (chapters: readonly Chapter[], duration: PositionMs): readonly number[] => {
  if (!(Number.isFinite(duration) && duration > 0)) return [];
  return chapters
    .filter((chapter) => chapter.startMs > 0 && chapter.startMs < duration)
    .map((chapter) => chapter.startMs / duration);
};

/** Issue 20: book and chapter progress together: the current chapter, the time played of it and its length. */
export const chapterProgress = (
  chapters: readonly Chapter[],
  position: PositionMs,
  duration: PositionMs,
): ChapterProgress | undefined => {
  const index = chapterIndexAt(chapters, position);
  const span = chapterSpan(chapters, index, duration);
  if (span === undefined) return undefined;
  const elapsed = Math.min(Math.max(position - span.startMs, 0), span.durationMs);
  return { index, elapsedMs: milliseconds(elapsed), lengthMs: span.durationMs };
};
