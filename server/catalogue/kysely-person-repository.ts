import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import type { PeopleTableName, PersonRecord, PersonRepository } from './person-repository.port';

/** Authors, lectors or publishers on Kysely; `kind` names the table. */
export class KyselyPersonRepository implements PersonRepository {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #kind: PeopleTableName;

  constructor(deps: { readonly db: Kysely<DatabaseSchema>; readonly kind: PeopleTableName }) {
    this.#db = deps.db;
    this.#kind = deps.kind;
  }

  async #find(catalogId: string, column: 'id' | 'slug', value: string): Promise<PersonRecord | null> {
    // The three tables share one shape; the alias keeps the query typed for all of them.
    const row = await this.#db
      .selectFrom(`${this.#kind} as p` as 'authors as p')
      .select(['p.id', 'p.catalog_id', 'p.slug', 'p.name', 'p.description'])
      .where('p.catalog_id', '=', catalogId)
      .where(`p.${column}`, '=', value)
      .executeTakeFirst();
    return row
      ? { id: row.id, catalogId: row.catalog_id, slug: row.slug, name: row.name, description: row.description }
      : null;
  }

  findById(catalogId: string, id: string): Promise<PersonRecord | null> {
    return this.#find(catalogId, 'id', id);
  }

  findBySlug(catalogId: string, slug: string): Promise<PersonRecord | null> {
    return this.#find(catalogId, 'slug', slug);
  }
}
