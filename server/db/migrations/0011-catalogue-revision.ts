import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The tables whose rows an anonymous page can show: the catalogue, its people, prices, ratings, screens, help, legal
 * text and the run-time settings (maintenance). A write to any of them is a new catalogue revision.
 */
export const CATALOGUE_TABLES = [
  'catalogs',
  'categories',
  'products',
  'product_prices',
  'audiobooks',
  'chapters',
  'product_categories',
  'authors',
  'lectors',
  'publishers',
  'product_authors',
  'product_lectors',
  'product_publishers',
  'cycle_volumes',
  'podcast_episodes',
  'reviews',
  'screens',
  'sections',
  'section_products',
  'section_categories',
  'section_elements',
  'help_categories',
  'help_questions',
  'legal_pages',
  'settings',
] as const;

const trigger = (table: string, event: string) => sql.id(`${table}_${event}_revision`);

/**
 * `catalogue_revision`: one row whose number triggers raise on every write to the catalogue, whoever writes (the
 * server, a seed, an operator's SQL), so every server process can tell in one read whether its cached pages still hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_revision (id, revision) values (1, 1)`.execute(db);
  const bump = sql`update catalogue_revision set revision = revision + 1 where id = 1`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Once a statement, however many rows it writes: a bulk load bumps the row once instead of once a row.
    await sql`create function bump_catalogue_revision() returns trigger language plpgsql as $$
      begin ${bump}; return null; end $$`.execute(db);
    for (const table of CATALOGUE_TABLES)
      await sql`create trigger ${trigger(table, 'write')} after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_catalogue_revision()`.execute(db);
    return;
  }
  // SQLite has row triggers only, one event each.
  for (const table of CATALOGUE_TABLES)
    for (const event of ['insert', 'update', 'delete'])
      await sql`create trigger ${trigger(table, event)} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump}; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of CATALOGUE_TABLES)
      await sql`drop trigger ${trigger(table, 'write')} on ${sql.table(table)}`.execute(db);
    await sql`drop function bump_catalogue_revision()`.execute(db);
  } else {
    for (const table of CATALOGUE_TABLES)
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${trigger(table, event)}`.execute(db);
  }
  await db.schema.dropTable('catalogue_revision').execute();
}
