import {
  databaseMaintenanceSwitch,
  readMaintenanceMode,
  setMaintenanceMode,
} from '#server/settings/maintenance-setting';
import { DATABASE_TARGETS, type TestDatabase } from '#test/support/server/databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`maintenance mode setting on ${target.kind}`, () => {
    let testDb: TestDatabase;

    beforeAll(async () => {
      testDb = await target.open();
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('is off until switched on, and can be switched off again', async () => {
      const { db } = testDb.database;
      expect(await readMaintenanceMode(db)).toBe(false);
      await setMaintenanceMode(db, true, new Date('2026-11-22T10:00:00Z'));
      expect(await readMaintenanceMode(db)).toBe(true);
      await setMaintenanceMode(db, false, new Date('2026-11-22T10:05:00Z'));
      expect(await readMaintenanceMode(db)).toBe(false);
    });

    it('is followed by the running server within its cache window, without a query per request', async () => {
      const { db } = testDb.database;
      let now = 0;
      const maintenance = databaseMaintenanceSwitch(db, { configured: false, ttlMs: 1_000, clock: () => now });
      expect(await maintenance.isOn()).toBe(false);
      await setMaintenanceMode(db, true, new Date());
      now = 999;
      expect(await maintenance.isOn()).toBe(false);
      now = 1_000;
      expect(await maintenance.isOn()).toBe(true);
      await setMaintenanceMode(db, false, new Date());
    });

    it('is always on when the configuration says so', async () => {
      const maintenance = databaseMaintenanceSwitch(testDb.database.db, { configured: true });
      expect(await maintenance.isOn()).toBe(true);
    });
  });
}
