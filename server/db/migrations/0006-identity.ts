import type { Kysely } from 'kysely';

/** The identity area's tables (server/db/tables/identity.tables.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
