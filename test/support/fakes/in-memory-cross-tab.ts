import type { SchedulerLike } from 'rxjs';
import type { CrossTabPort, Unsubscribe } from '#application/ports/cross-tab.port';

export interface InMemoryCrossTabOptions {
  /** Delivers on this scheduler (a TestScheduler: virtual time); without one, delivery is synchronous. */
  readonly scheduler?: SchedulerLike;
  /** Delivery delay in the scheduler's time units. */
  readonly delay?: number;
  /** More publications than this is taken for an echo loop between tabs, and fails the test at once. */
  readonly maxPublications?: number;
}

const DEFAULT_MAX_PUBLICATIONS = 1_000;

/** One browser's tabs on one channel, like BroadcastChannel: a tab never hears itself, messages arrive as clones. */
export class InMemoryCrossTab<M> {
  readonly #options: InMemoryCrossTabOptions;
  readonly #tabs = new Set<InMemoryTab<M>>();
  /** Every message published, by whom, in order: proof of what crossed (and that nothing echoed). */
  readonly published: { readonly from: string; readonly message: M }[] = [];

  constructor(options: InMemoryCrossTabOptions = {}) {
    this.#options = options;
  }

  openTab(name = `tab-${this.#tabs.size + 1}`): InMemoryTab<M> {
    const tab = new InMemoryTab<M>(name, (message) => this.#deliver(tab, message));
    this.#tabs.add(tab);
    return tab;
  }

  publishedBy(name: string): readonly M[] {
    return this.published.filter((entry) => entry.from === name).map((entry) => entry.message);
  }

  #deliver(from: InMemoryTab<M>, message: M): void {
    this.published.push({ from: from.name, message });
    if (this.published.length > (this.#options.maxPublications ?? DEFAULT_MAX_PUBLICATIONS))
      throw new Error(`more than ${this.published.length - 1} cross-tab messages: tabs are echoing each other`);
    for (const tab of this.#tabs) {
      if (tab === from) continue;
      // Each receiver gets its own copy, as a structured clone through a real channel would.
      const copy = structuredClone(message);
      const { scheduler, delay = 0 } = this.#options;
      if (scheduler) scheduler.schedule(() => tab.receive(copy), delay);
      else tab.receive(copy);
    }
  }
}

/** One tab's end of the channel. */
export class InMemoryTab<M> implements CrossTabPort<M> {
  readonly #send: (message: M) => void;
  readonly #listeners = new Set<(message: M) => void>();
  #closed = false;

  constructor(
    readonly name: string,
    send: (message: M) => void,
  ) {
    this.#send = send;
  }

  publish(message: M): void {
    if (!this.#closed) this.#send(message);
  }

  subscribe(listener: (message: M) => void): Unsubscribe {
    const entry = (message: M) => listener(message);
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  close(): void {
    this.#closed = true;
    this.#listeners.clear();
  }

  /** Called by the hub only. */
  receive(message: M): void {
    if (this.#closed) return;
    for (const listener of [...this.#listeners]) listener(message);
  }
}
