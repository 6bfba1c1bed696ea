/** A chapter mark of the downloadable file, in milliseconds from its start. */
export interface ChapterMark {
  readonly title: string;
  readonly startMs: number;
  readonly durationMs: number;
}

/** FFmetadata gives `=`, `;`, `#`, `\` and line breaks a meaning; a backslash makes each literal. */
export const escapeFfmetadata = (value: string): string => value.replace(/[=;#\\\n]/g, (c) => `\\${c}`);

/** The FFmetadata file ffmpeg reads a title and chapters from (its `-map_metadata`/`-map_chapters` input). */
export const ffmetadataOf = (title: string, chapters: readonly ChapterMark[]): string =>
  [
    ';FFMETADATA1',
    `title=${escapeFfmetadata(title)}`,
    ...chapters.flatMap((chapter) => [
      '[CHAPTER]',
      'TIMEBASE=1/1000',
      `START=${chapter.startMs}`,
      `END=${chapter.startMs + chapter.durationMs}`,
      `title=${escapeFfmetadata(chapter.title)}`,
    ]),
    '',
  ].join('\n');
