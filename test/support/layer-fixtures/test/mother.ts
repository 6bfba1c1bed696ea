import type { MinorUnits } from '../domain/money';

export const aPrice = (): MinorUnits => 100 as MinorUnits;
