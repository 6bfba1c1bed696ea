// Clean: an adapter importing application and domain.
import { total$ } from '../../application/cart.store';
import type { MinorUnits } from '../../domain/money';

export class SomeAdapter {
  publish(amount: MinorUnits): void {
    total$.next(amount);
  }
}
