import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '#server/db/create-database';
import { ImmediateSqliteDialect } from '#server/db/immediate-sqlite-dialect';
import { withStatementCache } from '#server/db/statement-cache';

describe('ImmediateSqliteDialect', () => {
  const dir = mkdtempSync(join(tmpdir(), 'audiora-immediate-'));
  const file = join(dir, 'locks.sqlite');
  let database: Database;
  // Another connection to the file, as another process would hold; it never waits, so a held lock shows at once.
  let other: BetterSqlite3.Database;

  /** What another writer meets when it asks for the write lock now: `taken`, or the error code. */
  const otherTakesWriteLock = (): string => {
    try {
      other.exec('begin immediate');
      other.exec('rollback');
      return 'taken';
    } catch (error) {
      return String((error as { code?: unknown }).code);
    }
  };

  beforeAll(async () => {
    database = createDatabase({ kind: 'sqlite', file });
    await sql`create table counter (id integer primary key, value integer not null)`.execute(database.db);
    await sql`insert into counter (id, value) values (1, 0)`.execute(database.db);
    other = new BetterSqlite3(file);
    other.pragma('busy_timeout = 0');
  });
  afterAll(async () => {
    other.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the write lock as a transaction begins, before it has written anything', async () => {
    const during = await database.db.transaction().execute(async (trx) => {
      await sql`select value from counter where id = 1`.execute(trx);
      return otherTakesWriteLock();
    });
    expect(during).toBe('SQLITE_BUSY');
    expect(otherTakesWriteLock()).toBe('taken');
  });

  it('leaves the write lock free during a transaction marked read only', async () => {
    const during = await database.db
      .transaction()
      .setAccessMode('read only')
      .execute(async (trx) => {
        await sql`select value from counter where id = 1`.execute(trx);
        return otherTakesWriteLock();
      });
    expect(during).toBe('taken');
  });

  it('prepares its begin once through the statement cache it is given', async () => {
    const sqlite = new BetterSqlite3(file);
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
    for (let round = 0; round < 3; round += 1)
      await db.transaction().execute((trx) => sql`update counter set value = value + 1 where id = 1`.execute(trx));
    await db.destroy();
    expect(prepare.mock.calls.map(([text]) => text)).toEqual([
      'begin immediate',
      'update counter set value = value + 1 where id = 1',
      'commit',
    ]);
  });
});
