import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from '../../scripts/seed';

describe('npm run seed arguments', () => {
  it.each([
    [['--titles', '100000'], {}, { titles: 100_000, databaseUrl: undefined, dataDir: './data-bench' }],
    [['--titles=500', '--data-dir', '/tmp/x'], {}, { titles: 500, databaseUrl: undefined, dataDir: '/tmp/x' }],
    [
      ['--titles', '10', '--database-url', 'postgres://u@h/db'],
      {},
      { titles: 10, databaseUrl: 'postgres://u@h/db', dataDir: './data-bench' },
    ],
    [
      [],
      { DATABASE_URL: 'postgresql://env/db' },
      { titles: 1000, databaseUrl: 'postgresql://env/db', dataDir: './data-bench' },
    ],
  ] as const)('%j with %j', (args, env, expected) => {
    expect(parseSeedArgs(args, env)).toEqual(expected);
  });

  it.each([
    [['--titles', '0'], /--titles/],
    [['--titles', '1.5'], /--titles/],
    [['--titles', 'many'], /--titles/],
    [['--titles'], /needs a value/],
    [['--rows', '5'], /Unknown argument/],
    [['--database-url', 'mysql://x'], /postgres/],
  ] as const)('refuses %j', (args, message) => {
    const parsed = parseSeedArgs(args, {});
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});
