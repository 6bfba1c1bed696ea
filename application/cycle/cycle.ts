import type { ProductPrices } from '#domain/pricing/product-prices';
import type { PersonRef } from '../catalog/person-ref';
import type { ProductSummary } from '../catalog/product-summary';

/** Spec §3: a series reads in order; a collection is a set of titles sold (or shown) together. */
export type CycleType = 'series' | 'collection';

/** A volume of a cycle: the product with its 1-based place in the cycle. */
export interface CycleVolume {
  readonly position: number;
  readonly product: ProductSummary;
}

/** Spec §2 `/cycle/[id]`: a cycle (series or collection) with its volumes. */
export interface Cycle {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly cycleType: CycleType;
  readonly description: string;
  readonly imageUrl: string;
  readonly authors: readonly PersonRef[];
  readonly prices: ProductPrices;
  readonly currency: string;
  readonly volumes: readonly CycleVolume[];
}
