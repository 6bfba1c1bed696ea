import { concatSamples, samplesToMs, silence } from './wav-pcm';

/** Pauses a listener hears around the spoken parts, in milliseconds. */
export const NARRATION_PAUSES = {
  beforeChapter: 400,
  afterHeading: 900,
  betweenParagraphs: 650,
  afterChapter: 1600,
} as const;

/** One chapter as spoken: its headings (the book's title before the first, then the chapter's own) and paragraphs. */
export interface SpokenChapter {
  readonly title: string;
  readonly headings: readonly Int16Array[];
  readonly paragraphs: readonly Int16Array[];
}

export interface ChapterSpan {
  readonly title: string;
  readonly startMs: number;
  readonly durationMs: number;
}

export interface Narration {
  readonly samples: Int16Array;
  readonly sampleRate: number;
  readonly durationMs: number;
  /** Follow one another without gaps from 0 and end exactly at `durationMs`. */
  readonly chapters: readonly ChapterSpan[];
}

const interleave = (parts: readonly Int16Array[], pause: Int16Array): Int16Array[] =>
  parts.flatMap((part, i) => (i === 0 ? [part] : [pause, part]));

/** Lays the chapters end to end with fixed pauses; each chapter starts where its lead-in silence starts. */
export const assembleNarration = (chapters: readonly SpokenChapter[], sampleRate: number): Narration => {
  if (chapters.length === 0) throw new Error('A narration needs at least one chapter');
  const pause = (ms: number) => silence(ms, sampleRate);
  const chapterSamples = chapters.map((chapter) =>
    concatSamples([
      pause(NARRATION_PAUSES.beforeChapter),
      ...interleave(chapter.headings, pause(NARRATION_PAUSES.afterHeading)),
      pause(NARRATION_PAUSES.afterHeading),
      ...interleave(chapter.paragraphs, pause(NARRATION_PAUSES.betweenParagraphs)),
      pause(NARRATION_PAUSES.afterChapter),
    ]),
  );
  const samples = concatSamples(chapterSamples);
  const durationMs = samplesToMs(samples.length, sampleRate);
  let startSample = 0;
  const starts = chapterSamples.map((part) => {
    const start = samplesToMs(startSample, sampleRate);
    startSample += part.length;
    return start;
  });
  const spans = chapters.map((chapter, i) => ({
    title: chapter.title,
    startMs: starts[i] ?? 0,
    durationMs: (starts[i + 1] ?? durationMs) - (starts[i] ?? 0),
  }));
  return { samples, sampleRate, durationMs, chapters: spans };
};
