import type { Generated } from 'kysely';

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
  /** Order within the catalogue, parents listed before their children. */
  position: number;
  created_at: Generated<string>;
}

/** The database as Kysely sees it; the same on SQLite and PostgreSQL. */
export interface DatabaseSchema {
  catalogs: CatalogTable;
  categories: CategoryTable;
}
