import type { ProductId } from '../cart/cart-item';
import type { ProductPrices } from '../pricing/product-prices';

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
}
