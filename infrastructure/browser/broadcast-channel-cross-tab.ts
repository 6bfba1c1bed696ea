import type { CrossTabPort, Unsubscribe } from '#application/ports/cross-tab.port';
import type { z } from '#contract/zod';

export interface BroadcastChannelCrossTabOptions<M> {
  /** Tabs talk when they open the same name; one name per kind of message (auth, player). */
  readonly channelName: string;
  /** Parses what arrives into the domain message; anything it refuses is dropped. */
  readonly schema: z.ZodType<M>;
}

/**
 * CrossTabPort over the browser's BroadcastChannel (also global in Node 20). Every incoming message is parsed
 * with zod: another tab may run an older or newer build, or another script may post on the same name.
 */
export class BroadcastChannelCrossTab<M> implements CrossTabPort<M> {
  readonly #channel: BroadcastChannel;
  readonly #schema: z.ZodType<M>;
  readonly #listeners = new Set<(message: M) => void>();
  #closed = false;

  constructor(options: BroadcastChannelCrossTabOptions<M>) {
    this.#schema = options.schema;
    this.#channel = new BroadcastChannel(options.channelName);
    this.#channel.addEventListener('message', (event: MessageEvent<unknown>) => this.#receive(event.data));
  }

  publish(message: M): void {
    // Posting on a closed channel throws; a closing page may still publish its last change.
    if (!this.#closed) this.#channel.postMessage(message);
  }

  subscribe(listener: (message: M) => void): Unsubscribe {
    // Wrapped so the same listener subscribed twice gets two independent subscriptions.
    const entry = (message: M) => listener(message);
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  /** Stops sending and receiving for good and releases the channel. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#listeners.clear();
    this.#channel.close();
  }

  #receive(data: unknown): void {
    if (this.#closed) return;
    const parsed = this.#schema.safeParse(data);
    if (!parsed.success) return;
    for (const listener of [...this.#listeners]) listener(parsed.data);
  }
}
