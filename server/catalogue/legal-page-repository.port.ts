import type { LegalPageKind } from '#server/db/schema';

export interface LegalPageRecord {
  readonly kind: LegalPageKind;
  readonly title: string;
  /** Plain text, paragraphs separated by a blank line. */
  readonly body: string;
  readonly updatedAt: string;
}

/** The legal pages of a catalogue (spec §2: /privacy-policy, /copyright-notice, /review-terms). */
export interface LegalPageRepository {
  find(catalogId: string, kind: LegalPageKind): Promise<LegalPageRecord | null>;
}
