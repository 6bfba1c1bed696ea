import type { Shopper } from './shop-client';

/** Titles per order, so a half-applied order would show as some of its licenses missing. */
export const LINES_PER_ORDER = 2;
/** Milliseconds of audio between two successive position saves of one stream. */
export const POSITION_STEP_MS = 1_000;

/** A shopper buying title after title, one pending order at a time (a new checkout supersedes the old one). */
export interface Buyer {
  readonly shopper: Shopper;
  /** Cart ids still to buy, in order; each is added once. */
  readonly titles: string[];
  /** The order checkout acknowledged that no acknowledged confirmation has paid yet. */
  unpaid: { readonly orderId: string; readonly paymentId: string } | null;
}

/** Position saves of one shopper in one audiobook: save n is at position n × step, made at `anchor + n` ms. */
export interface ProgressStream {
  readonly shopper: Shopper;
  readonly audiobookId: string;
  next: number;
  maxSent: number;
  /** The largest position whose save was answered 200; -1 before any. */
  maxAcked: number;
}

/** What the server acknowledged across every crash: the promises a restart must keep. */
export interface Ledger {
  /** The client time of save 0, in the past so the server keeps the client's order of saves. */
  readonly anchor: number;
  readonly buyers: readonly Buyer[];
  readonly streams: readonly ProgressStream[];
  /** Orders StartCheckout answered 201 for, with their payment. */
  readonly checkedOut: Map<string, string>;
  /** Orders a confirmation of theirs was answered with the paid landing. */
  readonly paid: Set<string>;
  /** Wrong answers (a 5xx, an unexpected landing, a position going back): each one fails the test. */
  readonly failures: string[];
}

export const positionOf = (save: number) => save * POSITION_STEP_MS;
export const savedAtOf = (ledger: Ledger, save: number) => new Date(ledger.anchor + save);

/** Buyers for the shoppers, each with all the titles, and a progress stream per shopper in one of the free titles. */
export const createLedger = (
  shoppers: readonly Shopper[],
  titles: readonly string[],
  freeAudiobooks: readonly string[],
): Ledger => {
  const freeFor = (i: number) => {
    const id = freeAudiobooks[i % freeAudiobooks.length];
    if (!id) throw new Error('the catalogue has no free audiobook to save positions in');
    return id;
  };
  return {
    anchor: Date.now() - 60 * 60 * 1000,
    buyers: shoppers.map((shopper) => ({ shopper, titles: [...titles], unpaid: null })),
    streams: shoppers.map((shopper, i) => ({
      shopper,
      audiobookId: freeFor(i),
      next: 1,
      maxSent: 0,
      maxAcked: -1,
    })),
    checkedOut: new Map(),
    paid: new Set(),
    failures: [],
  };
};
