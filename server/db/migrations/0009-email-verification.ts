import { type Kysely, sql } from 'kysely';

/**
 * `users.email_verified_at`: when the account's owner proved they hold its e-mail address (a completed password
 * reset, or a Google/Apple identity linked). Accounts that already have such a proof get its date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(32)').execute();
  await sql`
    update users set email_verified_at = coalesce(
      (select min(s.created_at) from social_identities s where s.user_id = users.id),
      (select min(p.used_at) from password_reset_tokens p where p.user_id = users.id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
