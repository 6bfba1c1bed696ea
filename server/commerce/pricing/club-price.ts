import type { CurrencyCode } from '#domain/market/market';

/** The club's monthly price in each currency, in minor units. */
export const CLUB_MONTHLY_PRICE: Readonly<Record<CurrencyCode, number>> = {
  PLN: 3990,
  EUR: 999,
  CZK: 24900,
  TRY: 29900,
};
