import type { Market } from '#domain/market/market';

/** The market's search indexes, brought in step with a product whose rating changed. */
export interface ProductSearchIndex {
  reindex(market: Market, productIds: readonly string[]): Promise<void>;
}
