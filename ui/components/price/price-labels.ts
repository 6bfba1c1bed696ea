import type { MinorUnits } from '#domain/pricing/minor-units';
import type { FormatPrice } from './format-price';

/**
 * Prices already written out, by currency and amount. A page's loader sends those it may show, so that hydration
 * formats none: the first `Intl.NumberFormat` of a page loads locale data and would be the costliest step of its
 * hydration.
 */
export type PriceLabels = Readonly<Record<string, string>>;

/** An amount in a currency, as a page may show it. */
export type PricedAmount = readonly [amount: MinorUnits, currency: string];

const keyOf = (amount: MinorUnits, currency: string) => `${currency} ${amount}`;

/** Writes out each amount once with the given formatter. */
export const labelPrices = (amounts: Iterable<PricedAmount>, format: FormatPrice): PriceLabels => {
  const labels: Record<string, string> = {};
  for (const [amount, currency] of amounts) {
    const key = keyOf(amount, currency);
    labels[key] ??= format(amount, currency);
  }
  return labels;
};

/** Formats from the labels where one exists, and with the fallback otherwise. */
export const withPriceLabels =
  (labels: PriceLabels, fallback: FormatPrice): FormatPrice =>
  (amount, currency) =>
    Object.hasOwn(labels, keyOf(amount, currency))
      ? (labels[keyOf(amount, currency)] as string)
      : fallback(amount, currency);
