import type { Brand } from '../shared/brand';

/** An amount of money in the currency's minor unit (grosz, cent, haléř, kuruş): always a safe integer. */
export type MinorUnits = Brand<number, 'MinorUnits'>;

/** Spec §5: minor units per major unit ("prices from the server are in minor units, divided by 100"). */
export const MINOR_UNITS_PER_MAJOR = 100;

/** Spec §5: a server price (an integer in minor units) as MinorUnits, or null when it is not a safe integer. */
export const toMinorUnits = (value: number): MinorUnits | null =>
  Number.isSafeInteger(value) ? (value as MinorUnits) : null;

/** Spec §5: a price in minor units shown in major units (divided by 100). */
export const toMajorUnits = (amount: MinorUnits): number => amount / MINOR_UNITS_PER_MAJOR;

/** Spec §5: the inverse of toMajorUnits, rounded to the nearest minor unit; null for a non-finite or unsafe amount. */
export const fromMajorUnits = (major: number): MinorUnits | null =>
  Number.isFinite(major) ? toMinorUnits(Math.round(major * MINOR_UNITS_PER_MAJOR)) : null;

/** Spec §3 cart value: the sum of amounts (0 for none). */
export const sumMinorUnits = (amounts: readonly MinorUnits[]): MinorUnits =>
  amounts.reduce<number>((total, amount) => total + amount, 0) as MinorUnits;

/** Spec §5 displayed price: the smaller of two amounts. */
export const minMinorUnits = (a: MinorUnits, b: MinorUnits): MinorUnits => (a <= b ? a : b);
