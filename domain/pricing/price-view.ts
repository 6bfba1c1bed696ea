import { buyableLicense, type LicenseChannels, NO_LICENSES } from '../licensing/license';
import { displayedPrice, validPrice as valid } from './displayed-price';
import type { MinorUnits } from './minor-units';
import type { ProductPrices } from './product-prices';

/** Spec §5: what a product card or page shows about its price. */
export interface PriceView {
  /** The price to show and charge; null when no valid price is known. */
  readonly displayed: MinorUnits | null;
  /** The base (list) price after any license override, for a struck-through "was" price. */
  readonly base: MinorUnits | null;
  /** True when the displayed price is below the base price. */
  readonly isReduced: boolean;
  /** Lowest price of the last 30 days, carried as given for display only (Omnibus rule). */
  readonly lowestPriceOf30Days: MinorUnits | null;
  /** The CAN_BUY license's available_discount, carried as given. */
  readonly availableDiscount: MinorUnits | null;
}

export interface PriceViewInput {
  readonly product: ProductPrices;
  readonly licenses?: LicenseChannels;
  readonly isClubMember: boolean;
}

/**
 * Spec §5: a CAN_BUY license (oneoff before shared) overrides the product's price, lowest price and
 * discount price wholesale, since it is the per-user offer; the subscriber price stays the product's.
 */
export const effectivePrices = (product: ProductPrices, licenses: LicenseChannels = NO_LICENSES): ProductPrices => {
  const license = buyableLicense(licenses);
  if (license === null) return product;
  return {
    ...product,
    price: license.price,
    lowestPrice: license.lowestPrice,
    discountPrice: license.discountPrice,
  };
};

/** Spec §5: the price view of a product for a user, after any CAN_BUY license override. */
export const priceView = ({ product, licenses = NO_LICENSES, isClubMember }: PriceViewInput): PriceView => {
  const prices = effectivePrices(product, licenses);
  const displayed = displayedPrice(prices, isClubMember);
  const base = valid(prices.price);
  return {
    displayed,
    base,
    isReduced: displayed !== null && base !== null && displayed < base,
    lowestPriceOf30Days: valid(prices.lowestPrice),
    availableDiscount: buyableLicense(licenses)?.availableDiscount ?? null,
  };
};
