// Operator commands against the configured database (DATABASE_URL or DATA_DIR, as the server reads them).
// Usage: npm run admin -- maintenance on|off|status
import { pathToFileURL } from 'node:url';
import { loadConfig } from '#server/config';
import { databaseOptionsFor } from '#server/db/create-database';
import { openDatabase } from '#server/db/open-database';
import { readMaintenanceMode, setMaintenanceMode } from '#server/settings/maintenance-setting';

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = 'Usage: npm run admin -- maintenance on|off|status';

/** Runs one admin command and returns its exit code. */
export const adminCli = async (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: AdminIo,
): Promise<number> => {
  const [command, action] = args;
  if (command !== 'maintenance' || !['on', 'off', 'status'].includes(action ?? '')) {
    io.err(USAGE);
    return 2;
  }
  const database = await openDatabase(databaseOptionsFor(loadConfig(env)));
  try {
    if (action !== 'status') await setMaintenanceMode(database.db, action === 'on', new Date());
    const on = await readMaintenanceMode(database.db);
    io.out(`Maintenance mode is ${on ? 'ON: the API answers 503' : 'off'}.`);
    return 0;
  } finally {
    await database.close();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await adminCli(process.argv.slice(2), process.env, {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
  });
}
