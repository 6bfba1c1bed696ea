import { MARKETS } from '#domain/market/markets';
import type { Locale } from '#domain/market/locale';
import type { CurrencyCode } from '#domain/market/market';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { formatPrice } from '#ui/i18n/format';

/** Formats an amount in minor units in a currency; components take one so a page can swap the formatting. */
export type FormatPrice = (amount: MinorUnits, currency: string) => string;

/** Spec §1 and §5: prices in the market's locale tag (pl-PL, cs-CZ, ...), in the currency the API names. */
export const marketPriceFormatter =
  (locale: Locale): FormatPrice =>
  (amount, currency) =>
    // The API's currency is any ISO 4217 code; Intl formats every one, not only the markets' own.
    formatPrice(amount, { ietfTag: MARKETS[locale].ietfTag, currency: currency as CurrencyCode });
