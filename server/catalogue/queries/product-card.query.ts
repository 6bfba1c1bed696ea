import { type Kysely, sql } from 'kysely';
import type { CycleType, DatabaseSchema, ProductType } from '#server/db/schema';

/** An author, lector or publisher as a product credits them. */
export interface PersonRefRecord {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

/** Who a product credits, each list in credit order. */
export interface CreditsRecord {
  readonly authors: readonly PersonRefRecord[];
  readonly lectors: readonly PersonRefRecord[];
  readonly publishers: readonly PersonRefRecord[];
}

/** Prices in minor units of the catalogue's currency. */
export interface PricesRecord {
  readonly price: number;
  readonly discountPrice: number | null;
  readonly priceForSubscribers: number | null;
  readonly lowestPrice: number | null;
}

/** What every product view needs: a list item, a volume, a swimlane entry or the head of a detail. */
export interface ProductCardRecord {
  readonly id: string;
  readonly type: ProductType;
  readonly cycleType: CycleType | null;
  readonly name: string;
  readonly slug: string;
  readonly referenceId: string;
  /** The cover's id; the product's own id when it has none. */
  readonly coverId: string;
  readonly prices: PricesRecord;
  readonly ratingSum: number;
  readonly ratingCount: number;
  readonly isFree: boolean;
  readonly isAvailableInSubscription: boolean;
  readonly publishedAt: string;
  readonly credits: CreditsRecord;
}

const NO_CREDITS: CreditsRecord = { authors: [], lectors: [], publishers: [] };

/** The columns of a card, read from `products` joined with its `product_prices` in the same catalogue. */
export const CARD_COLUMNS = [
  'products.id',
  'products.type',
  'products.cycle_type',
  'products.name',
  'products.slug',
  'products.reference_id',
  'products.image',
  'products.rating_sum',
  'products.rating_count',
  'products.is_free',
  'products.is_available_in_subscription',
  'products.published_at',
  'product_prices.price',
  'product_prices.discount_price',
  'product_prices.price_for_subscribers',
  'product_prices.lowest_price',
] as const;

export interface CardRow {
  readonly id: string;
  readonly type: ProductType;
  readonly cycle_type: CycleType | null;
  readonly name: string;
  readonly slug: string;
  readonly reference_id: string;
  readonly image: string | null;
  readonly rating_sum: number;
  readonly rating_count: number;
  readonly is_free: number;
  readonly is_available_in_subscription: number;
  readonly published_at: string;
  readonly price: number;
  readonly discount_price: number | null;
  readonly price_for_subscribers: number | null;
  readonly lowest_price: number | null;
}

/** Products of one catalogue with their prices there; a product without a price in it is not for sale and not listed. */
export const sellableProducts = (db: Kysely<DatabaseSchema>, catalogId: string) =>
  db
    .selectFrom('products')
    .innerJoin('product_prices', (join) =>
      join
        .onRef('product_prices.product_id', '=', 'products.id')
        .onRef('product_prices.catalog_id', '=', 'products.catalog_id'),
    )
    .where('products.catalog_id', '=', catalogId);

type Role = keyof CreditsRecord;

const CREDIT_TABLES = {
  authors: { link: 'product_authors', people: 'authors' },
  lectors: { link: 'product_lectors', people: 'lectors' },
  publishers: { link: 'product_publishers', people: 'publishers' },
} as const satisfies Record<Role, { link: keyof DatabaseSchema; people: keyof DatabaseSchema }>;

/** The credits of one role; the three link and people tables share one shape, so one set of names types them all. */
const creditsOf = (db: Kysely<DatabaseSchema>, role: Role, ids: readonly string[]) =>
  db
    .selectFrom(`${CREDIT_TABLES[role].link} as link` as 'product_authors as link')
    .innerJoin(`${CREDIT_TABLES[role].people} as person` as 'authors as person', 'person.id', 'link.person_id')
    .select([
      'link.product_id',
      'link.position',
      'person.id',
      'person.slug',
      'person.name',
      sql.lit<Role>(role).as('role'),
    ])
    .where('link.product_id', 'in', ids);

/** Every credit of the products, grouped by product and role, in credit order; one round trip. */
export const loadCredits = async (
  db: Kysely<DatabaseSchema>,
  productIds: readonly string[],
): Promise<ReadonlyMap<string, CreditsRecord>> => {
  if (productIds.length === 0) return new Map();
  const ids = [...new Set(productIds)];
  const rows = await creditsOf(db, 'authors', ids)
    .unionAll(creditsOf(db, 'lectors', ids))
    .unionAll(creditsOf(db, 'publishers', ids))
    .execute();
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const byProduct = new Map<
    string,
    { authors: PersonRefRecord[]; lectors: PersonRefRecord[]; publishers: PersonRefRecord[] }
  >();
  for (const row of sorted) {
    const credits = byProduct.get(row.product_id) ?? { authors: [], lectors: [], publishers: [] };
    credits[row.role].push({ id: row.id, slug: row.slug, name: row.name });
    byProduct.set(row.product_id, credits);
  }
  return byProduct;
};

/** A card from its row and credits (flags are 0/1 in both databases). */
export const toCard = (row: CardRow, credits: CreditsRecord | undefined): ProductCardRecord => ({
  id: row.id,
  type: row.type,
  cycleType: row.cycle_type,
  name: row.name,
  slug: row.slug,
  referenceId: row.reference_id,
  coverId: row.image ?? row.id,
  prices: {
    price: row.price,
    discountPrice: row.discount_price,
    priceForSubscribers: row.price_for_subscribers,
    lowestPrice: row.lowest_price,
  },
  ratingSum: row.rating_sum,
  ratingCount: row.rating_count,
  isFree: row.is_free === 1,
  isAvailableInSubscription: row.is_available_in_subscription === 1,
  publishedAt: row.published_at,
  credits: credits ?? NO_CREDITS,
});

/** Cards for rows already read, with their credits read in one more round trip. */
export const cardsOf = async (db: Kysely<DatabaseSchema>, rows: readonly CardRow[]): Promise<ProductCardRecord[]> => {
  const credits = await loadCredits(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCard(row, credits.get(row.id)));
};

/** The cards of the given products of a catalogue, in the order given; ids of other catalogues are left out. */
export const loadCards = async (
  db: Kysely<DatabaseSchema>,
  catalogId: string,
  productIds: readonly string[],
): Promise<ProductCardRecord[]> => {
  if (productIds.length === 0) return [];
  const rows = await sellableProducts(db, catalogId)
    .select(CARD_COLUMNS)
    .where('products.id', 'in', [...new Set(productIds)])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = productIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return cardsOf(db, ordered);
};
