import type { RandomSource } from '#server/catalogue/seeded-random';

/** Shelf prices a store in each currency would use, in minor units, cheapest first. */
export const PRICE_TIERS: Readonly<Record<string, readonly number[]>> = {
  PLN: [1990, 2490, 2990, 3490, 3990, 4490, 4990, 5490, 5990],
  EUR: [499, 699, 799, 999, 1199, 1399, 1599, 1799, 1999],
  CZK: [14900, 17900, 19900, 24900, 27900, 29900, 34900, 39900, 44900],
  TRY: [4900, 7900, 9900, 12900, 14900, 17900, 19900, 24900, 29900],
};

export interface DemoPrices {
  readonly price: number;
  readonly discount_price: number | null;
  readonly price_for_subscribers: number | null;
  readonly lowest_price: number | null;
}

const tiersOf = (currency: string): readonly number[] => {
  const tiers = PRICE_TIERS[currency];
  if (!tiers) throw new RangeError(`No demo price tiers for ${currency}`);
  return tiers;
};

const tier = (tiers: readonly number[], index: number): number =>
  tiers[Math.max(0, Math.min(tiers.length - 1, index))] ?? 0;

/** A price ending like a shop's (…,90 zł, …,99 €, …9 Kč, …9 TL), at or below the amount. */
export const charmPrice = (amount: number, currency: string): number => {
  if (currency === 'EUR') return Math.max(99, Math.floor(amount / 100) * 100 - 1);
  if (currency === 'PLN') return Math.max(990, Math.floor(amount / 100) * 100 - 10);
  return Math.max(4900, Math.floor(amount / 1000) * 1000 - 100);
};

/**
 * Prices of a title: longer titles sit higher; about one in five is on offer (the lowest price of the last 30 days
 * is then the offer price); some had an earlier promotion; club markets add a subscriber price below the shelf price.
 */
export const priceTitle = (input: {
  readonly currency: string;
  readonly hours: number;
  readonly club: boolean;
  readonly random: RandomSource;
}): DemoPrices => {
  const tiers = tiersOf(input.currency);
  const base = Math.floor((Math.min(input.hours, 20) / 20) * (tiers.length - 1));
  const index = Math.max(0, Math.min(tiers.length - 1, base + Math.floor(input.random() * 3) - 1));
  const price = tier(tiers, index);
  const roll = input.random();
  const onOffer = roll < 0.22;
  const earlierPromotion = !onOffer && roll < 0.36 && index > 0;
  const lower = (steps: number, factor: number): number | null => {
    const amount = index >= steps ? tier(tiers, index - steps) : charmPrice(price * factor, input.currency);
    return amount < price ? amount : null;
  };
  const discount = onOffer ? lower(2, 0.8) : null;
  return {
    price,
    discount_price: discount,
    price_for_subscribers: input.club ? lower(1, 0.85) : null,
    lowest_price: discount ?? (earlierPromotion ? (lower(1, 0.9) ?? price) : price),
  };
};

/** A cycle costs less than its volumes bought one by one. */
export const priceBundle = (volumes: readonly DemoPrices[], currency: string, club: boolean): DemoPrices => {
  const sum = volumes.reduce((total, v) => total + v.price, 0);
  const price = charmPrice(sum * 0.75, currency);
  return {
    price,
    discount_price: null,
    price_for_subscribers: club ? charmPrice(price * 0.85, currency) : null,
    lowest_price: price,
  };
};

/** A free title: nothing to pay, nothing to compare with. */
export const FREE_PRICES: DemoPrices = {
  price: 0,
  discount_price: null,
  price_for_subscribers: null,
  lowest_price: null,
};
