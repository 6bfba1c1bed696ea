import { type Kysely, sql } from 'kysely';

/** `bookmarks`: places a listener marked in an audiobook, with an optional note (server/db/tables/library.tables.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookmarks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('audiobook_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position_ms', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('bookmarks_position_check', sql`position_ms >= 0`)
    .execute();
  // A title's bookmarks are listed, and counted against their limit, by user and title in position order.
  await db.schema
    .createIndex('bookmarks_user_audiobook_position_idx')
    .on('bookmarks')
    .columns(['user_id', 'audiobook_id', 'position_ms'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bookmarks').execute();
}
