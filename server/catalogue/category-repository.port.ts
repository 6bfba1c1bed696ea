export interface CategoryRecord {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly parentId: string | null;
}

/** The server's store of categories, by catalogue. */
export interface CategoryRepository {
  /** Every category of the catalogue in display order, parents before their children; empty for an unknown catalogue. */
  listByCatalog(catalogId: string): Promise<readonly CategoryRecord[]>;
}
