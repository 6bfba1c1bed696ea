import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from '#server/db/create-database';
import { whileNoSchemaIsDropped } from './schema-lock';

const CHILD = fileURLToPath(new URL('./app-process.child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface AppProcess {
  readonly origin: string;
  /** Sends the signal and resolves once the process is gone, with the signal that ended it (null for an exit). */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<NodeJS.Signals | null>;
}

/** Starts the API server in a process of its own on the database, and resolves once it listens. */
export const startAppProcess = (database: DatabaseOptions): Promise<AppProcess> =>
  // The server migrates as it starts.
  database.kind === 'postgres' ? whileNoSchemaIsDropped(database.url, () => spawnApp(database)) : spawnApp(database);

const spawnApp = async (database: DatabaseOptions): Promise<AppProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(database)], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening (\d+)/.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((signal) => reject(new Error(`the app process ended (${signal}) before listening: ${stderr}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async (signal) => {
      // Already gone (it crashed by itself): the exit promise has settled and says how.
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
};
