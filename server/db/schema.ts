import type { Generated } from 'kysely';
import type { AccountTables } from './tables/accounts.tables';
import type { CommerceTables } from './tables/commerce.tables';
import type { IdentityTables } from './tables/identity.tables';
import type { LibraryTables } from './tables/library.tables';

/**
 * Portable column conventions (the same on SQLite and PostgreSQL):
 * - ids are UUID strings in varchar(36);
 * - flags are integers 0/1 (SQLite has no boolean and would hand back 0/1 while PostgreSQL hands back true/false);
 * - timestamps are ISO-8601 strings with an offset in varchar(32), so they sort as text;
 * - money is an integer in minor units of the catalogue's currency.
 */
export type Flag = 0 | 1;

/** One row a market: the catalogue the storefront of that market reads. */
export interface CatalogTable {
  id: string;
  locale: string;
  currency: string;
}

export interface CategoryTable {
  id: string;
  catalog_id: string;
  parent_id: string | null;
  slug: string;
  name: string;
  /** Localised text shown above the category's products; null when the category has none. */
  description: Generated<string | null>;
  /** Order within the catalogue, parents listed before their children. */
  position: number;
  created_at: Generated<string>;
}

export const PRODUCT_TYPES = ['audiobook', 'podcast', 'cycle'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A series reads in order; a collection is a set of titles sold together that may be read in any order. */
export const CYCLE_TYPES = ['series', 'collection'] as const;
export type CycleType = (typeof CYCLE_TYPES)[number];

/** A sellable item of one catalogue: an audiobook, a podcast or a cycle (spec §3 Product). */
export interface ProductTable {
  id: string;
  catalog_id: string;
  type: ProductType;
  /** Only for cycles. */
  cycle_type: CycleType | null;
  slug: string;
  /** `{market}_{slug}`, what the cart adds (api-contract "reference_id"). */
  reference_id: string;
  name: string;
  /** Plain text. */
  description: string;
  description_html: string;
  /** Cover id; the cover is generated from the product's title and authors. */
  image: string | null;
  /** Sum and count of every rating: the average is exact as sum / count, with no floating column. */
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  is_free: Flag;
  is_available_in_subscription: Flag;
  created_at: string;
  published_at: string;
}

/** Prices of a product in a catalogue, minor units of the catalogue's currency; null where there is none. */
export interface ProductPriceTable {
  product_id: string;
  catalog_id: string;
  price: number;
  discount_price: number | null;
  price_for_subscribers: number | null;
  /** The lowest price of the last 30 days (never above `price`). */
  lowest_price: number | null;
}

export interface AudiobookTable {
  product_id: string;
  main_category_id: string;
  duration_ms: number;
  has_sample: Flag;
  sample_duration_ms: number | null;
  is_drm_protected: Flag;
  /** Filled by the media pipeline once the title is packaged. */
  media_id: string | null;
  sample_media_id: string | null;
}

export interface ChapterTable {
  id: string;
  audiobook_id: string;
  position: number;
  title: string;
  start_ms: number;
  duration_ms: number;
}

export interface ProductCategoryTable {
  product_id: string;
  category_id: string;
  position: number;
}

/** Authors, lectors (narrators) and publishers share one shape: one row per catalogue, in its language. */
export interface PersonTable {
  id: string;
  catalog_id: string;
  slug: string;
  name: string;
  /** A short biography (authors, lectors) or profile (publishers). */
  description: string;
}

/** Links a product to an author, lector or publisher, in credit order. */
export interface ProductPersonTable {
  product_id: string;
  person_id: string;
  position: number;
}

export interface CycleVolumeTable {
  cycle_id: string;
  volume_id: string;
  position: number;
}

export interface PodcastEpisodeTable {
  id: string;
  podcast_id: string;
  position: number;
  title: string;
  description: string;
  duration_ms: number;
  published_at: string;
  media_id: string | null;
}

/** A rating, with a text when it is also a review; at most one per signed-in user and product. */
export interface ReviewTable {
  id: string;
  product_id: string;
  /** Null for the seeded reviews of the demo catalogue. */
  user_id: string | null;
  author_signature: string | null;
  rating: number;
  review: string | null;
  created_at: string;
}

export const SCREEN_KEYS = ['home', 'catalog', 'search', 'web-paywall', 'help-center'] as const;
export type ScreenKey = (typeof SCREEN_KEYS)[number];

export interface ScreenTable {
  id: string;
  catalog_id: string;
  key: ScreenKey;
  title: string;
}

export const SECTION_TYPES = ['products-swimlane', 'item-sets', 'category-list'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** A block of a screen; a products swimlane's id is the one `/products-swimlanes/{id}` answers for. */
export interface SectionTable {
  id: string;
  screen_id: string;
  position: number;
  type: SectionType;
  title: string | null;
}

export interface SectionProductTable {
  section_id: string;
  product_id: string;
  position: number;
}

export interface SectionCategoryTable {
  section_id: string;
  category_id: string;
  position: number;
}

/** One element of an item-sets section (spec §3: label, slug, deeplink). */
export interface SectionElementTable {
  id: string;
  section_id: string;
  position: number;
  label: string;
  slug: string;
  deeplink: string;
}

export interface HelpCategoryTable {
  id: string;
  catalog_id: string;
  slug: string;
  title: string;
  position: number;
}

export interface HelpQuestionTable {
  id: string;
  help_category_id: string;
  slug: string;
  title: string;
  /** Plain text, paragraphs separated by a blank line. */
  body: string;
  position: number;
}

export const LEGAL_PAGE_KINDS = ['privacy-policy', 'copyright-notice', 'review-terms'] as const;
export type LegalPageKind = (typeof LEGAL_PAGE_KINDS)[number];

export interface LegalPageTable {
  id: string;
  catalog_id: string;
  kind: LegalPageKind;
  title: string;
  /** Plain text, paragraphs separated by a blank line. */
  body: string;
  updated_at: string;
}

/** Which version of a seed a database holds, so start-up can skip seeding with one cheap read. */
/** Run-time switches by key (see server/settings). */
export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

/** One row: raised by triggers on every catalogue write (migration 0011). */
export interface CatalogueRevisionTable {
  id: number;
  revision: number | string;
}

export interface SeedStateTable {
  name: string;
  version: number;
  seeded_at: string;
}

/** The database as Kysely sees it; the same on SQLite and PostgreSQL. */
export interface DatabaseSchema extends AccountTables, IdentityTables, LibraryTables, CommerceTables {
  catalogs: CatalogTable;
  categories: CategoryTable;
  products: ProductTable;
  product_prices: ProductPriceTable;
  audiobooks: AudiobookTable;
  chapters: ChapterTable;
  product_categories: ProductCategoryTable;
  authors: PersonTable;
  lectors: PersonTable;
  publishers: PersonTable;
  product_authors: ProductPersonTable;
  product_lectors: ProductPersonTable;
  product_publishers: ProductPersonTable;
  cycle_volumes: CycleVolumeTable;
  podcast_episodes: PodcastEpisodeTable;
  reviews: ReviewTable;
  screens: ScreenTable;
  sections: SectionTable;
  section_products: SectionProductTable;
  section_categories: SectionCategoryTable;
  section_elements: SectionElementTable;
  help_categories: HelpCategoryTable;
  help_questions: HelpQuestionTable;
  legal_pages: LegalPageTable;
  seed_state: SeedStateTable;
  catalogue_revision: CatalogueRevisionTable;
  settings: SettingTable;
}
