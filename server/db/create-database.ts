import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect';
import type { DatabaseSchema } from './schema';
import { withStatementCache } from './statement-cache';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly kind: DatabaseKind;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string }
  | { readonly kind: 'sqlite'; readonly file: string };

const openSqlite = (file: string): Database => {
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers run beside the single writer and survives a crash mid-write.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Several processes may share the file: a transaction waits its turn for the one writer instead of failing.
  const db = new Kysely<DatabaseSchema>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
};

const openPostgres = (url: string, schema: string | undefined): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
};

/** Opens the database the options name: PostgreSQL, or an embedded SQLite file (`:memory:` for tests). */
export const createDatabase = (options: DatabaseOptions): Database =>
  options.kind === 'postgres' ? openPostgres(options.url, options.schema) : openSqlite(options.file);

/** The configured database: PostgreSQL when a URL is given, otherwise `audiora.sqlite` under the data directory. */
export const databaseOptionsFor = (config: {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}): DatabaseOptions => {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  mkdirSync(config.dataDir, { recursive: true });
  return { kind: 'sqlite', file: join(config.dataDir, 'audiora.sqlite') };
};
