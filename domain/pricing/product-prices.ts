import type { MinorUnits } from './minor-units';

/** Spec §3 Product (and cart item, search hit) price fields in minor units; null where the server sends none. */
export interface ProductPrices {
  readonly price: MinorUnits | null;
  readonly discountPrice: MinorUnits | null;
  readonly priceForSubscribers: MinorUnits | null;
  /** Lowest price of the last 30 days, shown beside a discount (Omnibus rule); never part of the displayed price. */
  readonly lowestPrice: MinorUnits | null;
}
