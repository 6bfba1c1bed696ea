import type { Kysely } from 'kysely';
import type { DatabaseSchema, LegalPageKind } from '#server/db/schema';
import type { LegalPageRecord, LegalPageRepository } from './legal-page-repository.port';

/** Legal pages on Kysely. */
export class KyselyLegalPageRepository implements LegalPageRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async find(catalogId: string, kind: LegalPageKind): Promise<LegalPageRecord | null> {
    const row = await this.#db
      .selectFrom('legal_pages')
      .select(['kind', 'title', 'body', 'updated_at'])
      .where('catalog_id', '=', catalogId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row ? { kind: row.kind, title: row.title, body: row.body, updatedAt: row.updated_at } : null;
  }
}
