// Fills a database with a large synthetic catalogue for benchmarks (on top of the demo catalogue).
// Usage: npm run seed -- --titles 100000 [--database-url postgres://…] [--data-dir ./data-bench]
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { databaseOptionsFor } from '#server/db/create-database';
import { openDatabase } from '#server/db/open-database';
import { refreshPlannerStatistics } from '#server/db/planner-statistics';
import { generateScaleCatalogue } from './bench/scale-catalogue';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export interface SeedArgs {
  readonly titles: number;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

const USAGE = 'Usage: npm run seed -- --titles 100000 [--database-url postgres://…] [--data-dir ./data-bench]';

/** Reads the command line; a message instead of arguments when it is not usable. */
export const parseSeedArgs = (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): SeedArgs | { readonly error: string } => {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (!['--titles', '--database-url', '--data-dir'].includes(flag ?? ''))
      return { error: `Unknown argument "${arg}"` };
    const value = inline ?? args[(i += 1)];
    if (value === undefined || value === '') return { error: `${flag} needs a value` };
    values.set(flag ?? '', value);
  }
  const titles = Number(values.get('--titles') ?? '1000');
  if (!Number.isInteger(titles) || titles < 1 || titles > 10_000_000)
    return { error: `--titles must be a whole number from 1 to 10,000,000, not "${values.get('--titles')}"` };
  const databaseUrl = values.get('--database-url') ?? env.DATABASE_URL;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
    return { error: `--database-url must be a postgres:// URL` };
  return { titles, databaseUrl, dataDir: values.get('--data-dir') ?? './data-bench' };
};

/** Runs the command and returns its exit code. */
export const seedCli = async (
  args: readonly string[],
  io: CliIo,
  env: Readonly<Record<string, string | undefined>>,
): Promise<number> => {
  const parsed = parseSeedArgs(args, env);
  if ('error' in parsed) {
    io.err(parsed.error);
    io.err(USAGE);
    return 2;
  }
  const options = databaseOptionsFor({ databaseUrl: parsed.databaseUrl, dataDir: parsed.dataDir });
  const where = options.kind === 'postgres' ? 'PostgreSQL' : options.file;
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    // Random UUID keys touch B-tree pages all over the file: a larger page cache keeps a big load from thrashing.
    if (database.kind === 'sqlite') await sql`pragma cache_size = -262144`.execute(database.db);
    const result = await generateScaleCatalogue(database.db, {
      titles: parsed.titles,
      onProgress: (done) => io.out(`  ${done.toLocaleString('en')} / ${parsed.titles.toLocaleString('en')} titles`),
    });
    // A bulk load leaves the planner's statistics behind: without them large listings scan whole markets.
    await refreshPlannerStatistics(database.db, database.kind);
    const seconds = (performance.now() - started) / 1000;
    io.out(
      `Seeded ${result.titles.toLocaleString('en')} titles, ${result.authors.toLocaleString('en')} authors ` +
        `(${result.rows.toLocaleString('en')} rows) into ${where} in ${seconds.toFixed(1)} s.`,
    );
    return 0;
  } finally {
    await database.close();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await seedCli(
    process.argv.slice(2),
    { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) },
    process.env,
  );
}
