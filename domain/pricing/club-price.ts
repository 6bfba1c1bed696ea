import type { CurrencyCode } from '../market/market';
import type { MinorUnits } from './minor-units';

const amount = (minorUnits: number) => minorUnits as MinorUnits;

/** Spec §1 club markets: the club's monthly price in each market currency, in minor units. */
export const CLUB_MONTHLY_PRICE: Readonly<Record<CurrencyCode, MinorUnits>> = {
  PLN: amount(3990),
  EUR: amount(999),
  CZK: amount(24900),
  TRY: amount(29900),
};
