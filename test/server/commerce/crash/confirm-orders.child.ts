import { createDatabase } from '#server/db/create-database';
import { confirmPayment } from '#server/commerce/orders/confirm-payment';

/**
 * Confirms every pending payment of the SQLite file named by argv, replaying an already paid one now and then, and
 * records each confirmation in `crash_progress` in a transaction of its own. The parent kills it at a random moment.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: confirm-orders.child.ts <sqlite file>');
const database = createDatabase({ kind: 'sqlite', file });
const db = database.db;
const progress = db.withTables<{ crash_progress: { payment_id: string; outcome: string } }>();

const pending = await db.selectFrom('payments').select('id').where('status', '=', 'pending').orderBy('id').execute();
process.stdout.write('ready\n');
let done = 0;
for (const payment of pending) {
  const outcome = await confirmPayment(db, payment.id, new Date());
  await progress.transaction().execute(async (trx) => {
    await trx.insertInto('crash_progress').values({ payment_id: payment.id, outcome: outcome.status }).execute();
  });
  done += 1;
  if (done % 7 === 0) {
    const replayed = pending[Math.floor(Math.random() * done)];
    if (replayed) await confirmPayment(db, replayed.id, new Date());
  }
}
process.stdout.write('finished\n');
await database.close();
