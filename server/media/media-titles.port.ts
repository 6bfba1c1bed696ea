import type { LibraryTitle } from '../library/library-titles.port';

/** A chapter of the table of contents, in milliseconds from the start. */
export interface MediaChapter {
  readonly title: string;
  readonly startMs: number;
}

/** An audiobook of a market's catalogue with the media facts the catalogue holds for it. */
export interface AudiobookMedia {
  /** What the licence rules read (free, club, prices). */
  readonly title: LibraryTitle;
  /** The packaged recording of the full title; null while it has none. */
  readonly mediaId: string | null;
  /** The recording whose clear sample is the title's; null without one. */
  readonly sampleMediaId: string | null;
  readonly hasSample: boolean;
  /** The catalogue's DRM flag: the full title is encrypted and needs a licence. */
  readonly isDrmProtected: boolean;
  /** In order. */
  readonly chapters: readonly MediaChapter[];
}

/** The catalogue as the media endpoints read it. */
export interface MediaTitles {
  /** The audiobook of the catalogue with this id, or undefined (another market's title is unknown here). */
  findAudiobook(catalogId: string, audiobookId: string): Promise<AudiobookMedia | undefined>;
  /** The id of the recording the catalogue's audiobook plays (`media_id`), for downloads; null when none. */
  mediaIdOf(audiobookId: string): Promise<string | null>;
}
