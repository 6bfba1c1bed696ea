import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { MaintenanceSwitch } from './maintenance-switch.port';

const KEY = 'maintenance_mode';

/** Switches maintenance mode in the database, so that every server instance on it follows (the admin command). */
export const setMaintenanceMode = async (db: Kysely<DatabaseSchema>, on: boolean, now: Date): Promise<void> => {
  const row = { key: KEY, value: on ? 'on' : 'off', updated_at: now.toISOString() };
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
};

export const readMaintenanceMode = async (db: Kysely<DatabaseSchema>): Promise<boolean> => {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return row?.value === 'on';
};

/**
 * Maintenance is on when the configuration says so or an operator switched it on. The database is read at most
 * once per `ttlMs`, so a switch takes effect within that time without a query on every request.
 */
export const databaseMaintenanceSwitch = (
  db: Kysely<DatabaseSchema>,
  options: { readonly configured: boolean; readonly ttlMs?: number; readonly clock?: () => number },
): MaintenanceSwitch => {
  const ttlMs = options.ttlMs ?? 1_000;
  const clock = options.clock ?? Date.now;
  let cached: { value: boolean; at: number } | undefined;
  return {
    isOn: async () => {
      if (options.configured) return true;
      const now = clock();
      if (!cached || now - cached.at >= ttlMs) cached = { value: await readMaintenanceMode(db), at: now };
      return cached.value;
    },
  };
};
