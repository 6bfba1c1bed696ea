import type { CompiledQuery, Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { CatalogueRevision } from './catalogue-revision.port';

/** The revision row the catalogue's triggers raise (migration 0011); one primary-key read. */
export class KyselyCatalogueRevision implements CatalogueRevision {
  readonly #db: Kysely<DatabaseSchema>;
  // Read before every shared page served, so it is compiled once instead of built again each time.
  readonly #query: CompiledQuery<{ revision: number | string }>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
    this.#query = deps.db.selectFrom('catalogue_revision').select('revision').where('id', '=', 1).compile();
  }

  async current(): Promise<number> {
    const [row] = (await this.#db.executeQuery(this.#query)).rows;
    if (!row) throw new Error('The catalogue_revision row is missing (migration 0011)');
    // PostgreSQL hands a bigint back as a string.
    return Number(row.revision);
  }
}
