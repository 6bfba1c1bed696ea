import type { Kysely } from 'kysely';

/**
 * `playback_states.progress_device_id`: the device whose save gave the stored position, so `/me/player` can offer the
 * latest title on another device and name where it was played. Positions saved before it have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('playback_states').addColumn('progress_device_id', 'varchar(64)').execute();
  // `/me/player` reads the user's latest saved position.
  await db.schema
    .createIndex('playback_states_user_progress_idx')
    .on('playback_states')
    .columns(['user_id', 'progress_updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('playback_states_user_progress_idx').execute();
  await db.schema.alterTable('playback_states').dropColumn('progress_device_id').execute();
}
