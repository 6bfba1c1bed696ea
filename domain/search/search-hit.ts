import type { ProductId } from '../cart/cart-item';
import type { ProductPrices } from '../pricing/product-prices';

/** Spec §3 Product type, as the index stores it: which page a hit links to. */
export type SearchHitType = 'audiobook' | 'podcast' | 'cycle';

/** Spec §3 Search hit: what the hosted search index returns for one product, prices in minor units. */
export interface SearchHit extends ProductPrices {
  readonly id: ProductId;
  readonly name: string;
  readonly imageUrl: string | null;
  readonly description: string;
  readonly rating: number | null;
  readonly isFree: boolean;
  readonly isAvailableInSubscription: boolean;
  readonly deeplink: string;
  readonly slug: string;
  /** Not one of the spec's hit fields, but every record of the index has it (api-contract: product `type`). */
  readonly type: SearchHitType;
}
