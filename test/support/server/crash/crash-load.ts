import { type Buyer, type Ledger, LINES_PER_ORDER, type ProgressStream, positionOf, savedAtOf } from './crash-ledger';
import { paidLanding, type ShopClient, UnexpectedAnswer } from './shop-client';

type Kind = 'confirmations' | 'saves';

// The rejection is judged where every answer is awaited.
const ignore = () => undefined;

export interface LoadOptions {
  /** The same payment confirmed this many times at once, as a double click or a provider's retry does. */
  readonly confirmationsPerPayment: number;
  readonly savesInFlightPerStream: number;
}

export interface RunningLoad {
  readonly inFlight: Readonly<Record<Kind, number>>;
  readonly acked: Readonly<Record<Kind, number>>;
  /** Resolves with the payment as soon as the confirmations of the next new order are on their way. */
  nextPayment(): Promise<string>;
  /** Milliseconds from sending the last answered new order's confirmations to the first answer. */
  readonly confirmationLatencyMs: number;
  /** Sends nothing more; requests already sent run on until answered or cut off. */
  halt(): void;
  /** Every loop has ended (after `halt`, or a wrong answer). */
  readonly settled: Promise<void>;
}

/**
 * Checkout confirmations and position saves in parallel against one server: every buyer buys and confirms order
 * after order, every progress stream keeps saves in flight. Acknowledgements are written to the ledger as they come.
 */
export const startLoad = (client: ShopClient, ledger: Ledger, options: LoadOptions): RunningLoad => {
  const inFlight: Record<Kind, number> = { confirmations: 0, saves: 0 };
  const acked: Record<Kind, number> = { confirmations: 0, saves: 0 };
  let halted = false;
  const paymentWaiters: ((paymentId: string) => void)[] = [];
  let latency = 0;

  const tracked = async <T>(kind: Kind, send: () => Promise<T>): Promise<T> => {
    inFlight[kind] += 1;
    try {
      const answer = await send();
      acked[kind] += 1;
      return answer;
    } finally {
      inFlight[kind] -= 1;
    }
  };

  // A wrong answer is always a failure; a request cut off is one only while the server is meant to be up.
  const judge = (error: unknown) => {
    if (error instanceof UnexpectedAnswer || !halted) ledger.failures.push(String(error));
  };

  const confirm = async (buyer: Buyer, order: { orderId: string; paymentId: string }) => {
    const landing = await tracked('confirmations', () => client.confirmPayment(buyer.shopper, order.paymentId));
    if (landing !== paidLanding(order.orderId))
      throw new UnexpectedAnswer(`order ${order.orderId} landed on ${landing}`);
    ledger.paid.add(order.orderId);
    buyer.unpaid = null;
  };

  const buy = async (buyer: Buyer) => {
    while (!halted && buyer.titles.length >= LINES_PER_ORDER) {
      for (const title of buyer.titles.splice(0, LINES_PER_ORDER)) await client.addToCart(buyer.shopper, title);
      if (halted) return;
      const order = await client.startCheckout(buyer.shopper);
      ledger.checkedOut.set(order.orderId, order.paymentId);
      buyer.unpaid = order;
      if (halted) return;
      const sentAt = performance.now();
      const confirmations = Array.from({ length: options.confirmationsPerPayment }, () => confirm(buyer, order));
      for (const wake of paymentWaiters.splice(0)) wake(order.paymentId);
      void Promise.any(confirmations).then(() => (latency = performance.now() - sentAt), ignore);
      const answers = await Promise.allSettled(confirmations);
      for (const answer of answers) if (answer.status === 'rejected') judge(answer.reason);
      if (buyer.unpaid) return;
    }
  };

  const save = async (stream: ProgressStream) => {
    while (!halted) {
      const n = stream.next++;
      const position = positionOf(n);
      stream.maxSent = Math.max(stream.maxSent, position);
      const held = await tracked('saves', () =>
        client.saveProgress(stream.shopper, stream.audiobookId, position, savedAtOf(ledger, n)),
      );
      // The answer is the stored position: a later save may have overtaken this one, an earlier one never.
      if (held < position) throw new UnexpectedAnswer(`saved ${position} but the server holds ${held}`);
      stream.maxAcked = Math.max(stream.maxAcked, position);
    }
  };

  const loops = [
    ...ledger.buyers.map((buyer) => buy(buyer)),
    ...ledger.streams.flatMap((stream) => Array.from({ length: options.savesInFlightPerStream }, () => save(stream))),
  ].map((loop) => loop.catch(judge));

  return {
    inFlight,
    acked,
    get confirmationLatencyMs() {
      return latency;
    },
    nextPayment: () => new Promise<string>((resolve) => paymentWaiters.push(resolve)),
    halt: () => {
      halted = true;
    },
    settled: Promise.all(loops).then(() => undefined),
  };
};
