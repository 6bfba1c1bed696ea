import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDatabase } from '#server/db/create-database';

const CHILD = fileURLToPath(new URL('./counter-increments.child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The one table the processes share: a single counter row (a type alias, as Kysely's `withTables` asks). */
export type CounterTable = {
  readonly counter: { readonly id: number; readonly value: number };
};

export interface CounterIncrements {
  /** The counter once every process is done. */
  readonly total: number;
  /** The errors each process met, counted by code. */
  readonly errors: readonly Readonly<Record<string, number>>[];
}

const lineFrom = (child: ChildProcessWithoutNullStreams, matches: (line: string) => boolean): Promise<string> =>
  new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString();
      // Only whole lines: the last piece may still be arriving.
      const line = stdout.split('\n').slice(0, -1).find(matches);
      if (line === undefined) return;
      child.stdout.off('data', onData);
      resolve(line);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`a counter process ended (${code}) early: ${stderr}`)));
  });

/**
 * Makes a counter row in the SQLite file, then has `processes` processes each add one to it `rounds` times at once,
 * every addition a transaction that reads the counter and then writes it.
 */
export const runCounterIncrements = async (options: {
  readonly file: string;
  readonly processes: number;
  readonly rounds: number;
}): Promise<CounterIncrements> => {
  const setup = createDatabase({ kind: 'sqlite', file: options.file });
  await sql`create table counter (id integer primary key, value integer not null)`.execute(setup.db);
  await sql`insert into counter (id, value) values (1, 0)`.execute(setup.db);
  await setup.close();

  const children = Array.from({ length: options.processes }, () =>
    spawn(process.execPath, ['--import', 'tsx', CHILD, options.file, String(options.rounds)], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    }),
  );
  try {
    await Promise.all(children.map((child) => lineFrom(child, (line) => line === 'ready')));
    const reports = children.map((child) => lineFrom(child, (line) => line.startsWith('{')));
    // All start together, so their transactions overlap.
    for (const child of children) child.stdin.write('go\n');
    const errors = (await Promise.all(reports)).map(
      (line) => (JSON.parse(line) as { errors: Record<string, number> }).errors,
    );
    const result = createDatabase({ kind: 'sqlite', file: options.file });
    const db = result.db.withTables<CounterTable>();
    const { value } = await db.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
    await result.close();
    return { total: value, errors };
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
};
