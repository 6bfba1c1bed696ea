import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { CatalogueRevision } from './catalogue-revision.port';

/** The revision row the catalogue's triggers raise (migration 0011); one primary-key read. */
export class KyselyCatalogueRevision implements CatalogueRevision {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async current(): Promise<number> {
    const row = await this.#db
      .selectFrom('catalogue_revision')
      .select('revision')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    // PostgreSQL hands a bigint back as a string.
    return Number(row.revision);
  }
}
