import type { Kysely } from 'kysely';

/**
 * `spent_id_tokens`: the Google and Apple id_tokens that already signed someone in, until they expire, so that none
 * signs in twice on any process (server/db/tables/identity.tables.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spent_id_tokens')
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('spent_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('spent_id_tokens_pk', ['provider', 'token_hash'])
    .execute();
  await db.schema.createIndex('spent_id_tokens_expires_idx').on('spent_id_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spent_id_tokens').execute();
}
