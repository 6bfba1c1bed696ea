import type { InsertQueryBuilder, InsertResult, Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import type { Row } from './seed-rows';

// SQLite allows 32,766 bound parameters a statement and PostgreSQL 65,535: stay under both.
const MAX_PARAMETERS = 30_000;

type Insert = InsertQueryBuilder<DatabaseSchema, 'catalogs', InsertResult>;

/**
 * Runs one multi-row insert of `table` for each batch of rows sized to the parameter limit; `finish` adds the
 * statement's conflict clause. Kysely cannot type an insert into a table chosen at run time; the rows are typed for
 * that table by the callers.
 */
const insertInBatches = async <T extends keyof DatabaseSchema>(
  db: Kysely<DatabaseSchema>,
  table: T,
  rows: readonly Row<T>[],
  finish: (insert: Insert) => { execute(): Promise<unknown> },
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += batchSize)
    await finish(
      db.insertInto(table as 'catalogs').values(rows.slice(start, start + batchSize) as unknown as Row<'catalogs'>[]),
    ).execute();
};

/** Inserts rows in multi-row statements sized to the parameter limit, skipping rows that already exist. */
export const insertRows = <T extends keyof DatabaseSchema>(
  db: Kysely<DatabaseSchema>,
  table: T,
  rows: readonly Row<T>[],
): Promise<void> => insertInBatches(db, table, rows, (insert) => insert.onConflict((oc) => oc.doNothing()));

/**
 * Inserts rows like `insertRows`, but a row whose `key` exists already takes the new values of the `update` columns
 * (the other columns keep what the database holds).
 */
export const upsertRows = <T extends keyof DatabaseSchema>(
  db: Kysely<DatabaseSchema>,
  table: T,
  rows: readonly Row<T>[],
  columns: { readonly key: readonly string[]; readonly update: readonly string[] },
): Promise<void> =>
  insertInBatches(db, table, rows, (insert) =>
    insert.onConflict((oc) =>
      oc.columns(columns.key as unknown as 'id'[]).doUpdateSet((eb) =>
        // The table is chosen at run time, so its columns are named as plain strings.
        Object.fromEntries(columns.update.map((column) => [column, eb.ref(`excluded.${column}` as 'excluded.id')])),
      ),
    ),
  );
