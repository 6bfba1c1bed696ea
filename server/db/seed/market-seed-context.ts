import type { Locale } from '#domain/market/locale';
import type { ProductType } from '../schema';
import type { CategoryKey } from './content/category-keys';
import type { MarketContent } from './content/market-content';
import type { SeedIds } from './seed-ids';

/** What every builder of one market's demo rows needs to know. */
export interface MarketSeedContext {
  readonly locale: Locale;
  readonly catalogId: string;
  readonly currency: string;
  /** The club is on in this market (spec §1): subscriber prices and titles in the subscription. */
  readonly club: boolean;
  readonly content: MarketContent;
  readonly ids: SeedIds;
}

/** A seeded product as the screens, cycles and reviews builders see it. */
export interface SeededProduct {
  readonly id: string;
  readonly key: string;
  readonly type: ProductType;
  readonly slug: string;
  readonly publishedMs: number;
  readonly isFree: boolean;
  readonly inSubscription: boolean;
  readonly discounted: boolean;
  readonly categoryKeys: readonly CategoryKey[];
}
