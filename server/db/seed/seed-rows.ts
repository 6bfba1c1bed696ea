import type { Insertable } from 'kysely';
import type { DatabaseSchema } from '../schema';

/** The tables the demo catalogue fills, in an order that satisfies every foreign key. */
export const SEEDED_TABLES = [
  'catalogs',
  'categories',
  'authors',
  'lectors',
  'publishers',
  'products',
  'product_prices',
  'audiobooks',
  'chapters',
  'product_categories',
  'product_authors',
  'product_lectors',
  'product_publishers',
  'cycle_volumes',
  'podcast_episodes',
  'reviews',
  'screens',
  'sections',
  'section_products',
  'section_categories',
  'section_elements',
  'help_categories',
  'help_questions',
  'legal_pages',
] as const satisfies readonly (keyof DatabaseSchema)[];

export type SeededTable = (typeof SEEDED_TABLES)[number];

export type Row<T extends keyof DatabaseSchema> = Insertable<DatabaseSchema[T]>;

/** Rows to insert, by table. */
export type SeedRows = { [T in SeededTable]: Row<T>[] };

/** A row list for every seeded table, all empty. */
export const emptySeedRows = (): SeedRows =>
  Object.fromEntries(SEEDED_TABLES.map((table) => [table, []])) as unknown as SeedRows;

/** Appends every table of `from` to `into`. */
export const appendSeedRows = (into: SeedRows, from: Partial<SeedRows>): void => {
  for (const table of SEEDED_TABLES) {
    const rows = from[table];
    if (rows) (into[table] as unknown[]).push(...rows);
  }
};
