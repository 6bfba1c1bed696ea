import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type TransactionSettings,
} from 'kysely';

/**
 * Begins a write transaction with `begin immediate`: it waits (under busy_timeout) for the write lock up front,
 * where a deferred one that read first fails at once with SQLITE_BUSY once another process has written meanwhile.
 * A transaction marked `read only` stays deferred, so it never holds up a writer.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    const begin = settings?.accessMode === 'read only' ? 'begin deferred' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
}

/** Kysely's SQLite dialect whose transactions take the write lock as they begin, so several processes take turns. */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
