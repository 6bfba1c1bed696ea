import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCounterIncrements } from '#test/support/server/db/counter-increments';

const PROCESSES = 4;
const ROUNDS = 250;

describe('one SQLite file written by several processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'audiora-processes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every read-then-write transaction of every process, none failing on a busy database', async () => {
    const { total, errors } = await runCounterIncrements({
      file: join(dir, 'shared.sqlite'),
      processes: PROCESSES,
      rounds: ROUNDS,
    });
    expect(errors).toEqual(Array.from({ length: PROCESSES }, () => ({})));
    expect(total).toBe(PROCESSES * ROUNDS);
  }, 30_000);
});
