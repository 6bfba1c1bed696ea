import type { Kysely } from 'kysely';

/** The commerce area's tables (server/db/tables/commerce.tables.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
