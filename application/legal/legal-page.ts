/** Spec §2 legal pages, by the path the API names them with. */
export type LegalPageKind = 'privacy-policy' | 'copyright-notice' | 'review-terms';

/** A legal page of the market, as plain text. */
export interface LegalPage {
  readonly kind: LegalPageKind;
  readonly title: string;
  readonly body: string;
  /** ISO-8601 with an offset: when the text last changed. */
  readonly updatedAt: string;
}
