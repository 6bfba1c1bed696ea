import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '#server/app';
import { databaseOptionsFor } from '#server/db/create-database';
import { openDatabase } from '#server/db/open-database';
import { createLogger } from '#server/logging/logger';
import { databaseMaintenanceSwitch } from '#server/settings/maintenance-setting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCli } from '../../scripts/admin';

describe('npm run admin -- maintenance', () => {
  let dataDir: string;
  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await adminCli(args, { DATA_DIR: dataDir }, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out, err };
  };

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'audiora-admin-'));
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('switches a server on the same database into maintenance and back', async () => {
    const database = await openDatabase(databaseOptionsFor({ databaseUrl: undefined, dataDir }));
    const app = createApp({
      config: { bodyLimitBytes: 1024 },
      db: database.db,
      logger: createLogger('silent'),
      mode: 'production',
      maintenance: databaseMaintenanceSwitch(database.db, { configured: false, ttlMs: 0 }),
    });
    try {
      expect((await app.request('/pl/v2/')).status).toBe(200);
      expect(await run('maintenance', 'on')).toMatchObject({
        code: 0,
        out: ['Maintenance mode is ON: the API answers 503.'],
      });
      expect((await app.request('/pl/v2/')).status).toBe(503);
      expect((await run('maintenance', 'status')).out).toEqual(['Maintenance mode is ON: the API answers 503.']);
      expect((await run('maintenance', 'off')).out).toEqual(['Maintenance mode is off.']);
      expect((await app.request('/pl/v2/')).status).toBe(200);
    } finally {
      await database.close();
    }
  });

  it('explains its usage for anything else', async () => {
    const { code, err } = await run('maintenance', 'maybe');
    expect(code).toBe(2);
    expect(err[0]).toContain('Usage: npm run admin -- maintenance on|off|status');
  });
});
