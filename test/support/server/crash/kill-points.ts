import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppProcess } from '#test/support/server/app-process';
import type { PaymentWatch } from './crash-database';
import type { Ledger } from './crash-ledger';
import type { RunningLoad } from './crash-load';

const WAIT_LIMIT_MS = 10_000;
/** What the load must have had acknowledged before a kill may come, so every kill has promises to break. */
const ACKED_BEFORE_KILL = { confirmations: 3, saves: 20 } as const;

/**
 * Where in a new order's confirmation the server dies: `committed` right after another client first sees the
 * payment paid (the other orders' confirmations and the saves are then mid-way), `anywhere` at a random moment
 * within the time the previous confirmation took to be answered.
 */
export type KillPoint = 'committed' | 'anywhere';

/** Polls until the condition holds; a wrong answer meanwhile ends the wait, since the load stops at one. */
const waitFor = async (ledger: Ledger, condition: () => boolean, what: string) => {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!condition()) {
    if (ledger.failures.length > 0 || Date.now() > deadline)
      throw new Error(`no ${what}: ${ledger.failures.join('; ') || 'timed out'}`);
    await sleep(1);
  }
};

const within = <T>(promise: Promise<T>, what: string) =>
  Promise.race([
    promise,
    sleep(WAIT_LIMIT_MS, undefined, { ref: false }).then(() => {
      throw new Error(`timed out waiting for ${what}`);
    }),
  ]);

/**
 * Lets the load run until some of both writes were acknowledged and a random while more, then SIGKILLs the server at
 * the kill point of the next new order's confirmation, with confirmations and saves in flight. Answers the signal
 * that ended the server.
 */
export const killMidWrite = async (
  app: AppProcess,
  load: RunningLoad,
  ledger: Ledger,
  point: { readonly kind: KillPoint; readonly watch: PaymentWatch },
): Promise<NodeJS.Signals | null> => {
  await waitFor(
    ledger,
    () => load.acked.confirmations >= ACKED_BEFORE_KILL.confirmations && load.acked.saves >= ACKED_BEFORE_KILL.saves,
    'acknowledgements',
  );
  await sleep(randomInt(0, 300));
  const paymentId = await within(load.nextPayment(), 'a new payment');
  if (point.kind === 'committed') await point.watch.settled(paymentId);
  else await sleep(randomInt(0, Math.ceil(load.confirmationLatencyMs) + 1));
  await waitFor(ledger, () => load.inFlight.confirmations > 0 && load.inFlight.saves > 0, 'writes in flight');
  load.halt();
  const signal = await app.stop('SIGKILL');
  await load.settled;
  return signal;
};
