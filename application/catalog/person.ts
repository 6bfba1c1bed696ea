import type { PersonKind } from '#domain/catalog/person-kind';
import type { ProductPage } from './product-page';

/** Spec §3 author, lector or publisher: who a person page is about. */
export interface PersonProfile {
  readonly id: string;
  readonly kind: PersonKind;
  readonly slug: string;
  readonly name: string;
  /** The biography as plain text; empty when there is none. */
  readonly description: string;
  /** The biography as paragraphs of HTML, escaped by the API (`server/catalogue/description-html.ts`). */
  readonly descriptionHtml: string;
}

/** A person as the API serves them: the profile with the first page of their titles, most popular first. */
export interface PersonWithTitles {
  readonly person: PersonProfile;
  readonly firstPage: ProductPage;
}
