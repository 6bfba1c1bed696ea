import { type Kysely, sql } from 'kysely';

/** The development outbox, password-reset tokens and linked Google/Apple accounts (server/db/tables/identity.tables.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dev_mailbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dev_mailbox_created_idx').on('dev_mailbox').column('created_at').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('social_identities')
    .addColumn('provider', 'varchar(16)', (c) => c.notNull().check(sql`provider in ('google', 'apple')`))
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('social_identities_user_idx').on('social_identities').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['social_identities', 'password_reset_tokens', 'dev_mailbox'])
    await db.schema.dropTable(table).execute();
}
