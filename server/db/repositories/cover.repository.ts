import type { CoverSource } from '#server/catalogue/cover-art';

/** What a generated cover is drawn from, found by the cover id a product's `image` holds. */
export interface CoverRepository {
  /** The title and the credited names (authors, else lectors, else publishers); null for an unknown cover id. */
  findCoverSource(imageId: string): Promise<CoverSource | null>;
}
