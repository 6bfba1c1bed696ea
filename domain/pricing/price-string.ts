import { MINOR_UNITS_PER_MAJOR, type MinorUnits } from './minor-units';

/** Why a string could not be read as a price. */
export type NotAPriceReason = 'no-digits' | 'too-many-fraction-digits' | 'too-large';

/** The outcome of reading a display string such as "39,90 zł": a price in minor units, or a typed refusal. */
export type ParsedPrice =
  | { readonly kind: 'price'; readonly amount: MinorUnits }
  | { readonly kind: 'not-a-price'; readonly input: string; readonly reason: NotAPriceReason };

const MAX_FRACTION_DIGITS = 2;

/**
 * Spec §5 price strings, step one exactly as written: every comma becomes a dot, then everything
 * but digits and dots is removed ("39,90 zł" -> "39.90", "329 Kč" -> "329", "-5 €" -> "5").
 */
export const normalisePriceString = (text: string): string => text.replace(/,/g, '.').replace(/[^0-9.]/g, '');

/**
 * Spec §5 price strings, read into minor units; total (never throws). After normalising, the LAST dot is
 * the decimal point and earlier dots are group separators, so "1.299,00 TL" is 1299.00 (not 1.299 as
 * parseFloat would read it). More than two fraction digits ("1.299", "0.125") is refused rather than
 * rounded: minor units cannot hold it and it is more likely a group separator than a price.
 */
export const parsePriceString = (text: string): ParsedPrice => {
  const normalised = normalisePriceString(text);
  const lastDot = normalised.lastIndexOf('.');
  const whole = (lastDot === -1 ? normalised : normalised.slice(0, lastDot)).replace(/\./g, '');
  const fraction = lastDot === -1 ? '' : normalised.slice(lastDot + 1);
  if (whole === '' && fraction === '') return { kind: 'not-a-price', input: text, reason: 'no-digits' };
  if (fraction.length > MAX_FRACTION_DIGITS) {
    return { kind: 'not-a-price', input: text, reason: 'too-many-fraction-digits' };
  }
  const amount = Number(whole || '0') * MINOR_UNITS_PER_MAJOR + Number(fraction.padEnd(MAX_FRACTION_DIGITS, '0'));
  if (!Number.isSafeInteger(amount)) return { kind: 'not-a-price', input: text, reason: 'too-large' };
  return { kind: 'price', amount: amount as MinorUnits };
};
