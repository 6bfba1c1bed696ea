export interface CategoryDetailRecord {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly parentId: string | null;
  /** Localised text about the category; null when it has none. */
  readonly description: string | null;
}

/** One category with its description (spec §2: /catalog/[id], "id is the slug or else the id"). */
export interface CategoryDetailRepository {
  findBySlugOrId(catalogId: string, slugOrId: string): Promise<CategoryDetailRecord | null>;
}
