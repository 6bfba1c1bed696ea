/** Stops a subscription; calling it twice is harmless. */
export type Unsubscribe = () => void;

/**
 * Typed messages between the tabs of one browser (spec §4: auth changes, player play/pause). A tab never
 * receives its own messages; messages arrive later than they were published, in publication order.
 */
export interface CrossTabPort<M> {
  publish(message: M): void;
  subscribe(listener: (message: M) => void): Unsubscribe;
}
