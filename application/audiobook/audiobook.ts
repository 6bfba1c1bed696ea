import type { ProductId, ReferenceId } from '#domain/cart/cart-item';
import type { Category, CategoryId } from '#domain/catalog/category';
import type { ProductPrices } from '#domain/pricing/product-prices';
import type { PersonRef } from '../catalog/person-ref';

/** An author, lector or publisher as a product credits them: enough to name them and link their page by its address. */
export type Credit = PersonRef;

/** A cycle (series or collection) an audiobook belongs to, with the audiobook's place in it. */
export interface CycleMembership {
  readonly id: string;
  readonly name: string;
  /** 1-based. */
  readonly position: number;
  readonly volumesCount: number;
}

/** A chapter of an audiobook: its title and where it starts, in milliseconds from the beginning. */
export interface Chapter {
  readonly title: string;
  readonly startMs: number;
}

/** Spec §3 Audiobook with the Product fields its page shows. */
export interface Audiobook {
  readonly id: ProductId;
  readonly name: string;
  /** Plain text; blank lines separate paragraphs. */
  readonly description: string;
  /** The cover; accepts `?w=<px>`. */
  readonly imageUrl: string;
  /** Null when the product cannot be added to the cart (spec §5). */
  readonly referenceId: ReferenceId | null;
  readonly prices: ProductPrices;
  readonly currency: string;
  /** Average rating, 0 to 5 (0 while unrated). */
  readonly rating: number;
  readonly ratingCount: number;
  readonly isFree: boolean;
  readonly isAvailableInSubscription: boolean;
  readonly durationMs: number;
  /** The sample's media resource; null when the title has no sample. */
  readonly sampleUrl: string | null;
  readonly mainCategoryId: CategoryId;
  readonly authors: readonly Credit[];
  readonly lectors: readonly Credit[];
  readonly publishers: readonly Credit[];
  readonly categories: readonly Category[];
  readonly cycles: readonly CycleMembership[];
  readonly chapters: readonly Chapter[];
}

/** A listener's review: a rating from 1 to 5 with its text and signature. */
export interface Review {
  readonly id: string;
  readonly rating: number;
  readonly text: string;
  /** Null when the author left none. */
  readonly signature: string | null;
  /** ISO-8601 with an offset. */
  readonly createdAt: string;
  /** The author holds a licence for the title or has played it. */
  readonly verifiedListener: boolean;
}

/** One page of a product's reviews, newest first. */
export interface ReviewPage {
  /** 1-based. */
  readonly page: number;
  /** 0 when there are none. */
  readonly pages: number;
  readonly total: number;
  readonly reviews: readonly Review[];
}
