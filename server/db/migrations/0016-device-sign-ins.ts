import { type Kysely, sql } from 'kysely';

/**
 * `device_sign_ins`: sign-ins a device without a browser started and a signed-in browser confirms by a short user
 * code (server/accounts/device-sign-in/). The device code is kept only as its SHA-256 hash; expired rows are pruned,
 * so a user code is unique among the live ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_sign_ins')
    .addColumn('device_code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull().references('catalogs.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('interval_seconds', 'integer', (c) => c.notNull())
    .addColumn('last_polled_at', 'varchar(32)')
    .addColumn('state', 'varchar(16)', (c) =>
      c.notNull().check(sql`state in ('pending', 'approved', 'denied', 'redeemed')`),
    )
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('device_sign_ins_expires_idx').on('device_sign_ins').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_sign_ins').execute();
}
