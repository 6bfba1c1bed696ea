import { type Kysely, sql } from 'kysely';

/** Accounts, their sessions and tokens, and one-off licenses (each tied to the order that paid for it). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull().references('catalogs.id'))
    .addColumn('marketing_consent', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`marketing_consent in (0, 1)`),
    )
    .addColumn('newsletter', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`newsletter in (0, 1)`),
    )
    .addColumn('tracking_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('club_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('revoked_reason', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('session_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(36)', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('access', 'refresh')`))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_tokens_session_idx').on('session_tokens').column('session_id').execute();
  await db.schema
    .createTable('associated_devices')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('first_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('removed_at', 'varchar(32)')
    .addPrimaryKeyConstraint('associated_devices_pk', ['user_id', 'device_id'])
    .execute();
  await db.schema
    .createTable('listening_spans')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('audiobook_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('media_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('stopped_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('listening_spans_user_idx')
    .on('listening_spans')
    .columns(['user_id', 'started_at'])
    .execute();
  await db.schema
    .createTable('licenses')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('products.id'))
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('granted_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('licenses_user_product_unique', ['user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['licenses', 'listening_spans', 'associated_devices', 'session_tokens', 'sessions', 'users'])
    await db.schema.dropTable(table).execute();
}
