import type { Kysely } from 'kysely';

/**
 * `throttle_attempts`: the counts behind sign-in, sign-up, password-reset and invitation limits, kept in the database
 * so every process serving it counts together (server/db/tables/accounts.tables.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_attempts')
    .addColumn('scope', 'varchar(48)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('throttle_attempts_pk', ['scope', 'key_hash', 'attempted_at'])
    .execute();
  await db.schema.createIndex('throttle_attempts_expires_idx').on('throttle_attempts').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_attempts').execute();
}
