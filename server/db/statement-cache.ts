import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; queries with long `in (...)` lists vary, so the cache is bounded. */
const CAPACITY = 500;

/**
 * Hands Kysely's SQLite driver a prepared statement per SQL text, reusing it across queries: preparing is a
 * large share of a small read. Safe because the driver runs one query at a time on its single connection.
 */
export const withStatementCache = (sqlite: BetterSqlite3.Database): SqliteDatabase => {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (statement) {
        // Refresh its place: the map's order is the least recently used first.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= CAPACITY) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
    close: () => {
      statements.clear();
      sqlite.close();
    },
  };
};
