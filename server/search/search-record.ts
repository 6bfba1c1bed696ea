/** Spec §3 "Search hit" plus the fields search needs to find, filter and rank a product. */
export type ProductType = 'audiobook' | 'podcast' | 'cycle';

export interface SearchCategory {
  readonly id: string;
  readonly slug: string;
}

/**
 * One product in a market's search index (spec §3 "Search hit"). Prices are integers in minor units (spec §5);
 * `description` holds the author names, comma-separated, as a list item's does (api-contract "Conventions").
 */
export interface SearchRecord {
  /** The product id (Algolia's record key). */
  readonly objectID: string;
  readonly id: string;
  readonly name: string;
  readonly image_url: string;
  readonly description: string;
  readonly rating: number;
  readonly is_free: boolean;
  readonly price: number | null;
  readonly discount_price: number | null;
  readonly price_for_subscribers: number | null;
  readonly lowest_price: number | null;
  readonly is_available_in_subscription: boolean;
  readonly deeplink: string;
  readonly slug: string;
  readonly type: ProductType;
  readonly categories: readonly SearchCategory[];
  readonly authors: readonly string[];
  /** Narrators. */
  readonly lectors: readonly string[];
  readonly catalog_id: string;
  /** Custom ranking after the rating, e.g. plays or ratings in the last months; higher first. */
  readonly popularity?: number;
}

/** Searchable attributes in ranking order (Algolia's `searchableAttributes`: name before authors before lectors). */
export const SEARCHABLE_ATTRIBUTES = ['name', 'authors', 'lectors', 'description'] as const;

export type SearchableAttribute = (typeof SEARCHABLE_ATTRIBUTES)[number];

/** Attributes usable in facet filters and facet counts (Algolia's `attributesForFaceting`). */
export const FACET_ATTRIBUTES = [
  'category',
  'category_id',
  'type',
  'is_free',
  'is_available_in_subscription',
  'catalog_id',
] as const;

export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/** Attributes usable in numeric filters. */
export const NUMERIC_ATTRIBUTES = [
  'rating',
  'price',
  'discount_price',
  'price_for_subscribers',
  'lowest_price',
  'popularity',
  'is_free',
  'is_available_in_subscription',
] as const;

export type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number];

/** A record's values for one facet attribute; `category` filters match a category's slug or its id. */
export const facetValues = (record: SearchRecord, attribute: FacetAttribute): readonly string[] => {
  switch (attribute) {
    case 'category':
      return record.categories.map((c) => c.slug);
    case 'category_id':
      return record.categories.map((c) => c.id);
    case 'type':
      return [record.type];
    case 'is_free':
      return [String(record.is_free)];
    case 'is_available_in_subscription':
      return [String(record.is_available_in_subscription)];
    case 'catalog_id':
      return [record.catalog_id];
  }
};

/** A record's value for a numeric attribute (booleans as 0/1, as Algolia compares them); NaN when absent. */
export const numericValue = (record: SearchRecord, attribute: NumericAttribute): number => {
  const value = record[attribute];
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'number' ? value : Number.NaN;
};

/** A record's texts for one searchable attribute (arrays keep one entry per element). */
export const searchableValues = (record: SearchRecord, attribute: SearchableAttribute): readonly string[] => {
  const value = record[attribute];
  return typeof value === 'string' ? [value] : value;
};
