import type { Kysely } from 'kysely';

/**
 * Proofs that someone holds an address: `email_verification_tokens` (the verification mail's single-use links, kept
 * as hashes, server/db/tables/identity.tables.ts) and `family_invitations.token_hash` (the invitation mail's link,
 * the only way to accept one). Invitations written before it have no link; inviting the address again mails one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user_idx')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();

  await db.schema.alterTable('family_invitations').addColumn('token_hash', 'varchar(64)').execute();
  await db.schema
    .createIndex('family_invitations_token_idx')
    .on('family_invitations')
    .column('token_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('family_invitations_token_idx').execute();
  await db.schema.alterTable('family_invitations').dropColumn('token_hash').execute();
  await db.schema.dropTable('email_verification_tokens').execute();
}
