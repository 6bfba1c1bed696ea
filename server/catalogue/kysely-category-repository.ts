import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import type { CategoryRecord, CategoryRepository } from './category-repository.port';

/** Categories on Kysely: the same queries on SQLite and PostgreSQL. */
export class KyselyCategoryRepository implements CategoryRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async listByCatalog(catalogId: string): Promise<readonly CategoryRecord[]> {
    const rows = await this.#db
      .selectFrom('categories')
      .select(['id', 'slug', 'name', 'parent_id'])
      .where('catalog_id', '=', catalogId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, parentId: r.parent_id }));
  }
}
