import { type LicenseChannels, NO_LICENSES } from '#domain/licensing/license';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { omnibusLowestPrice } from '#domain/pricing/omnibus-price';
import { displayedPrice } from '#domain/pricing/displayed-price';
import { effectivePrices, priceView } from '#domain/pricing/price-view';
import type { ProductPrices } from '#domain/pricing/product-prices';
import type { PricedAmount } from '#ui/components/price/price-labels';

/** What an audiobook's price block shows (spec §5). */
export interface OfferPrices {
  /** The price to pay; null when none is known. */
  readonly displayed: MinorUnits | null;
  /** The base price, struck through beside a reduced one. */
  readonly was: MinorUnits | null;
  /** Spec §3 lowest_price, shown wherever a reduction is (EU Omnibus). */
  readonly lowest: MinorUnits | null;
  /** The subscriber price a visitor who is no club member could have, in a market that runs the club. */
  readonly clubPrice: MinorUnits | null;
}

export interface OfferPricesInput {
  readonly prices: ProductPrices;
  readonly licenses?: LicenseChannels;
  readonly isClubMember: boolean;
  /** The market runs the club (spec §1). */
  readonly clubMarket: boolean;
}

/**
 * Spec §5 through priceView: a CAN_BUY licence's prices override the product's, club members pay the subscriber
 * price, a reduced price shows the base price struck through and the lowest price of the last 30 days beside it.
 */
export const offerPrices = ({
  prices,
  licenses = NO_LICENSES,
  isClubMember,
  clubMarket,
}: OfferPricesInput): OfferPrices => {
  const view = priceView({ product: prices, licenses, isClubMember });
  const subscriberPrice = displayedPrice(
    {
      price: null,
      discountPrice: null,
      lowestPrice: null,
      priceForSubscribers: effectivePrices(prices, licenses).priceForSubscribers,
    },
    true,
  );
  const clubPrice =
    clubMarket &&
    !isClubMember &&
    subscriberPrice !== null &&
    view.displayed !== null &&
    subscriberPrice < view.displayed
      ? subscriberPrice
      : null;
  return {
    displayed: view.displayed,
    was: view.isReduced ? view.base : null,
    lowest: omnibusLowestPrice(view),
    clubPrice,
  };
};

/** Every amount the price block may show before any licence is known, for a visitor and for a club member. */
export function* offerAmounts(prices: ProductPrices, currency: string, clubMarket: boolean): Generator<PricedAmount> {
  for (const isClubMember of [false, true]) {
    const offer = offerPrices({ prices, isClubMember, clubMarket });
    for (const amount of [offer.displayed, offer.was, offer.lowest, offer.clubPrice]) {
      if (amount !== null) yield [amount, currency];
    }
  }
}
