import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import type { Row } from './seed-rows';

// SQLite allows 32,766 bound parameters a statement and PostgreSQL 65,535: stay under both.
const MAX_PARAMETERS = 30_000;

/** Inserts rows in multi-row statements sized to the parameter limit, skipping rows that already exist. */
export const insertRows = async <T extends keyof DatabaseSchema>(
  db: Kysely<DatabaseSchema>,
  table: T,
  rows: readonly Row<T>[],
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += batchSize) {
    // Kysely cannot type an insert into a table chosen at run time; the rows are typed for that table above.
    await db
      .insertInto(table as 'catalogs')
      .values(rows.slice(start, start + batchSize) as unknown as Row<'catalogs'>[])
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
};

/**
 * Inserts rows like `insertRows`, but a row whose `key` exists already takes the new values of the `update` columns
 * (the other columns keep what the database holds).
 */
export const upsertRows = async <T extends keyof DatabaseSchema>(
  db: Kysely<DatabaseSchema>,
  table: T,
  rows: readonly Row<T>[],
  columns: { readonly key: readonly string[]; readonly update: readonly string[] },
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += batchSize) {
    // As above: the table is chosen at run time, so its columns are named as plain strings.
    await db
      .insertInto(table as 'catalogs')
      .values(rows.slice(start, start + batchSize) as unknown as Row<'catalogs'>[])
      .onConflict((oc) =>
        oc
          .columns(columns.key as unknown as 'id'[])
          .doUpdateSet((eb) =>
            Object.fromEntries(columns.update.map((column) => [column, eb.ref(`excluded.${column}` as 'excluded.id')])),
          ),
      )
      .execute();
  }
};
