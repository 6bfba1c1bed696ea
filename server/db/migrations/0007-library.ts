import type { Kysely } from 'kysely';

/** The library area's tables (server/db/tables/library.tables.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
