import { createDatabase } from '#server/db/create-database';
import type { CounterTable } from './counter-increments';

/**
 * One of several processes adding to one counter row of a shared SQLite file: once its stdin says go, it runs the
 * given number of read-then-write transactions and prints the errors it met (counted by code) as one JSON line.
 */
const [file, roundsArgument] = process.argv.slice(2);
const rounds = Number(roundsArgument);
if (!file || !Number.isInteger(rounds)) throw new Error('usage: counter-increments.child.ts <file> <rounds>');

const database = createDatabase({ kind: 'sqlite', file });
const db = database.db.withTables<CounterTable>();
// Its stdin is the test's pipe: when the test process dies, so does this one.
process.stdin.once('end', () => process.exit(1));
const go = new Promise((resolve) => process.stdin.once('data', resolve));
process.stdout.write('ready\n');
await go;

const errors: Record<string, number> = {};
for (let round = 0; round < rounds; round += 1) {
  try {
    await db.transaction().execute(async (trx) => {
      const { value } = await trx.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
      await trx
        .updateTable('counter')
        .set({ value: value + 1 })
        .where('id', '=', 1)
        .execute();
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const key = typeof code === 'string' ? code : String(error);
    errors[key] = (errors[key] ?? 0) + 1;
  }
}
await database.close();
process.stdout.write(`${JSON.stringify({ errors })}\n`);
process.exit(0);
