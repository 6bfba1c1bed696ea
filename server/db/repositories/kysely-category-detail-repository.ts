import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import type { CategoryDetailRecord, CategoryDetailRepository } from './category-detail.repository';

/** Category details on Kysely; the slug wins over an id that happens to look the same. */
export class KyselyCategoryDetailRepository implements CategoryDetailRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async findBySlugOrId(catalogId: string, slugOrId: string): Promise<CategoryDetailRecord | null> {
    const rows = await this.#db
      .selectFrom('categories')
      .select(['id', 'slug', 'name', 'parent_id', 'description'])
      .where('catalog_id', '=', catalogId)
      .where((eb) => eb.or([eb('slug', '=', slugOrId), eb('id', '=', slugOrId)]))
      .execute();
    const row = rows.find((r) => r.slug === slugOrId) ?? rows[0];
    return row
      ? { id: row.id, slug: row.slug, name: row.name, parentId: row.parent_id, description: row.description }
      : null;
  }
}
