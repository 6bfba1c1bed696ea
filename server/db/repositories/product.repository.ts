import type { CycleType, ProductType } from '../schema';

/** Prices in minor units of `currency`; null where the product has none (spec §3 Product, §5). */
export interface ProductPricesRecord {
  readonly currency: string;
  readonly price: number;
  readonly discountPrice: number | null;
  readonly priceForSubscribers: number | null;
  readonly lowestPrice: number | null;
}

export interface PersonRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

/** A product of one catalogue as the API lists it (spec §3 Product). */
export interface ProductRecord {
  readonly id: string;
  readonly catalogId: string;
  readonly type: ProductType;
  readonly cycleType: CycleType | null;
  readonly slug: string;
  readonly referenceId: string;
  readonly name: string;
  readonly description: string;
  readonly descriptionHtml: string;
  /** Cover id, rendered by server/catalogue/cover-art.ts. */
  readonly image: string | null;
  /** Average rating, two decimals; 0 when nobody rated. */
  readonly rating: number;
  readonly ratingCount: number;
  readonly isFree: boolean;
  readonly isAvailableInSubscription: boolean;
  readonly createdAt: string;
  readonly publishedAt: string;
  readonly prices: ProductPricesRecord | null;
  /** Credited authors in order (a list item's description shows their names). */
  readonly authors: readonly PersonRef[];
}

/** The orders a product list can be sorted in. */
export const PRODUCT_SORTS = ['published', 'popularity', 'rating', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductListQuery {
  /** 1-based. */
  readonly page: number;
  readonly limit: number;
  readonly type?: ProductType;
  /** Products listed under the category (a parent lists its children's products too). */
  readonly categoryId?: string;
  readonly authorId?: string;
  readonly lectorId?: string;
  readonly publisherId?: string;
  /** Newest first by default. */
  readonly sort?: ProductSort;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** The server's products, by catalogue: a product id of another catalogue is never found. */
export interface ProductRepository {
  findById(catalogId: string, id: string): Promise<ProductRecord | null>;
  findBySlug(catalogId: string, slug: string): Promise<ProductRecord | null>;
  /** The products among `ids`, in the order of `ids`; unknown ids are left out. */
  findByIds(catalogId: string, ids: readonly string[]): Promise<readonly ProductRecord[]>;
  list(catalogId: string, query: ProductListQuery): Promise<Page<ProductRecord>>;
}
