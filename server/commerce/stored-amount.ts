import { type MinorUnits, toMinorUnits } from '#domain/pricing/minor-units';

/** An amount read from an integer money column as MinorUnits; a value beyond a safe integer is corrupt data, a fault. */
export const storedAmount = (value: number): MinorUnits => {
  const amount = toMinorUnits(value);
  if (amount === null) throw new Error(`A stored amount is not a safe integer: ${value}`);
  return amount;
};

/** A nullable money column as MinorUnits. */
export const storedAmountOrNull = (value: number | null): MinorUnits | null =>
  value === null ? null : storedAmount(value);
