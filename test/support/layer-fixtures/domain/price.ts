// Clean: domain importing domain.
import type { MinorUnits } from './money';

export const double = (amount: MinorUnits): number => amount * 2;
