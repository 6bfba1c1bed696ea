import type { PersonRef, ProductRecord } from './product.repository';

export interface ChapterRecord {
  readonly position: number;
  readonly title: string;
  readonly startMs: number;
  readonly durationMs: number;
}

export interface CategoryRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly parentId: string | null;
}

/** An audiobook with everything its page shows (spec §3 Audiobook; api-contract `GET /audiobooks/{id}`). */
export interface AudiobookRecord extends ProductRecord {
  readonly mainCategoryId: string;
  readonly durationMs: number;
  readonly hasSample: boolean;
  readonly sampleDurationMs: number | null;
  readonly isDrmProtected: boolean;
  /** Set by the media pipeline; null until the title is packaged. */
  readonly mediaId: string | null;
  readonly sampleMediaId: string | null;
  readonly lectors: readonly PersonRef[];
  readonly publishers: readonly PersonRef[];
  readonly categories: readonly CategoryRef[];
  readonly chapters: readonly ChapterRecord[];
}

/** A title the media pipeline has to package. */
export interface AudiobookMediaSource {
  readonly id: string;
  readonly catalogId: string;
  readonly name: string;
  readonly durationMs: number;
  readonly sampleDurationMs: number | null;
  readonly isDrmProtected: boolean;
  readonly chapters: readonly ChapterRecord[];
}

/** Audiobooks with their chapters and credits, and the media the pipeline packaged for them. */
export interface AudiobookRepository {
  findById(catalogId: string, id: string): Promise<AudiobookRecord | null>;
  /** Every audiobook with its chapters, for the media pipeline; optionally only those without media yet. */
  listMediaSources(options?: { readonly withoutMediaOnly?: boolean }): Promise<readonly AudiobookMediaSource[]>;
  /** Records the packaged media; false when there is no such audiobook. */
  setMedia(
    audiobookId: string,
    media: { readonly mediaId: string | null; readonly sampleMediaId: string | null },
  ): Promise<boolean>;
}
