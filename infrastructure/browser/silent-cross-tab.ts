import type { CrossTabPort, Unsubscribe } from '#application/ports/cross-tab.port';

/** A CrossTabPort with no other tabs: server rendering, or a browser without BroadcastChannel. */
export class SilentCrossTab<M> implements CrossTabPort<M> {
  publish(): void {
    // Nobody listens.
  }

  subscribe(): Unsubscribe {
    return () => undefined;
  }
}
