import type { ReferenceId } from '#domain/cart/cart-item';
import type { ProductPrices } from '#domain/pricing/product-prices';

/** Spec §3 Product type: which page a product links to. */
export type ProductType = 'audiobook' | 'podcast' | 'cycle';

/** A product as every list shows it (swimlanes, categories, a person's titles, search): what its card needs. */
export interface ProductSummary {
  readonly id: string;
  readonly type: ProductType;
  readonly name: string;
  /** Author names, comma-separated (a podcast's hosts). */
  readonly authors: string;
  /** The cover; accepts `?w=<px>`. */
  readonly imageUrl: string;
  readonly prices: ProductPrices;
  readonly currency: string;
  readonly isFree: boolean;
  /** Spec §3 `{market}_{slug}`: what the cart adds it by; null where the store gives none (the add is skipped). */
  readonly referenceId: ReferenceId | null;
}
