import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KyselyCatalogueRevision } from '#server/catalogue/kysely-catalogue-revision';
import type { DatabaseSchema } from '#server/db/schema';
import { SEEDED_TABLES } from '#server/db/seed/seed-rows';
import { DATABASE_TARGETS, type TestDatabase } from '#test/support/server/databases';

const CATALOG = '11111111-1111-4111-8111-111111111111';
const NOW = '2026-11-25T10:00:00+00:00';
const categoryRow = (n: number) => ({
  id: `22222222-2222-4222-8222-${String(n).padStart(12, '0')}`,
  catalog_id: CATALOG,
  parent_id: null,
  slug: `c-${n}`,
  name: `C ${n}`,
  position: n,
});

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the catalogue revision on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let db: Kysely<DatabaseSchema>;
    let revision: KyselyCatalogueRevision;
    let before: number;

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.database.db;
      revision = new KyselyCatalogueRevision({ db });
      await db.insertInto('catalogs').values({ id: CATALOG, locale: 'pl', currency: 'PLN' }).execute();
    });
    afterAll(() => testDb?.dispose());
    beforeEach(async () => {
      before = await revision.current();
    });

    it('is raised by every table the demo catalogue fills, and by the settings', async () => {
      const { rows } =
        target.kind === 'sqlite'
          ? await sql<{
              name: string;
            }>`select distinct tbl_name as name from sqlite_master where type = 'trigger'`.execute(db)
          : await sql<{ name: string }>`select distinct event_object_table as name from information_schema.triggers
              where trigger_schema = current_schema()`.execute(db);
      const watched = new Set(rows.map((row) => row.name));
      for (const table of [...SEEDED_TABLES, 'settings']) expect(watched, table).toContain(table);
    });

    it('rises with an insert, an update and a delete of what pages show', async () => {
      await db.insertInto('categories').values(categoryRow(1)).execute();
      const inserted = await revision.current();
      expect(inserted).toBeGreaterThan(before);
      await db.updateTable('categories').set({ name: 'Renamed' }).where('slug', '=', 'c-1').execute();
      const updated = await revision.current();
      expect(updated).toBeGreaterThan(inserted);
      await db.deleteFrom('categories').where('slug', '=', 'c-1').execute();
      expect(await revision.current()).toBeGreaterThan(updated);
    });

    it('rises with a run-time setting such as maintenance mode', async () => {
      await db.insertInto('settings').values({ key: 'maintenance', value: 'on', updated_at: NOW }).execute();
      expect(await revision.current()).toBeGreaterThan(before);
    });

    it('stays put when only a visitor or their session changes', async () => {
      await db.deleteFrom('throttle_attempts').execute();
      await db
        .insertInto('throttle_attempts')
        .values({ scope: 's', key_hash: 'k', attempted_at: NOW, attempts: 1, expires_at: NOW })
        .execute();
      expect(await revision.current()).toBe(before);
    });

    it('stays put when the write is rolled back', async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('categories').values(categoryRow(2)).execute();
          throw new Error('abandoned');
        }),
      ).rejects.toThrow('abandoned');
      expect(await revision.current()).toBe(before);
    });
  });
}
