import type { Locale } from '#domain/market/locale';

/** A chapter as the narrator reads it: the heading first, then the paragraphs, with a pause after each. */
export interface ChapterText {
  /** The chapter's entry in the table of contents. */
  readonly title: string;
  /** What the narrator says first, e.g. "Rozdział pierwszy. Przyjazd." */
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** A narrated book: the narrator says its title before the first chapter. */
export interface AudiobookText {
  /** ASCII, unique within the language; the recording id is `<language>-<slug>`. */
  readonly slug: string;
  readonly title: string;
  /** Encrypted with its own key (cbcs, ClearKey); a clear recording streams and downloads without a licence. */
  readonly protected: boolean;
  readonly chapters: readonly ChapterText[];
}

/** A short podcast episode, always clear: one chapter whose heading is the show and episode title. */
export interface EpisodeText {
  readonly slug: string;
  readonly title: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** Everything narrated in one market's language, all of it original text written for the demo. */
export interface LanguageTexts {
  readonly locale: Locale;
  /** The espeak-ng voice that reads it. */
  readonly voice: string;
  readonly audiobooks: readonly AudiobookText[];
  readonly episodes: readonly EpisodeText[];
}
