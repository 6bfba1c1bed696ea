import { type MinorUnits, sumMinorUnits } from '../pricing/minor-units';
import type { CartItem } from './cart-item';

/** Spec §3 cart context value: the sum of the items' prices in minor units (0 for an empty cart). */
export const cartValue = (items: readonly CartItem[]): MinorUnits => sumMinorUnits(items.map((item) => item.price));
