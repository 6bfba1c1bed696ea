import { type Kysely, sql } from 'kysely';

/** Favourites, playback positions and active players (server/db/tables/library.tables.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'product_id'])
    .execute();
  // `/me/favourites` lists newest first.
  await db.schema
    .createIndex('favourites_user_created_idx')
    .on('favourites')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('playback_states')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('audiobook_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_saved_at', 'varchar(32)')
    .addColumn('progress_updated_at', 'varchar(32)')
    .addColumn('last_played_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('via_club', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('playback_states_pk', ['user_id', 'audiobook_id'])
    .addCheckConstraint('playback_states_position_check', sql`position_ms >= 0`)
    .addCheckConstraint('playback_states_via_club_check', sql`via_club in (0, 1)`)
    .execute();
  // `/me/recently-played` lists newest first.
  await db.schema
    .createIndex('playback_states_user_played_idx')
    .on('playback_states')
    .columns(['user_id', 'last_played_at'])
    .execute();

  await db.schema
    .createTable('playback_devices')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('audiobook_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('playback_devices_pk', ['user_id', 'device_id'])
    .execute();

  // A retried SavePlaybackTime repeats the same span: it must be counted once.
  await db.schema
    .createIndex('listening_spans_user_media_start_unique')
    .on('listening_spans')
    .columns(['user_id', 'media_id', 'started_at'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listening_spans_user_media_start_unique').execute();
  for (const table of ['playback_devices', 'playback_states', 'favourites']) await db.schema.dropTable(table).execute();
}
