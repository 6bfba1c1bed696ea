/** Admits at most `limit` page renders at once; a caller refused a place answers at once instead of queueing. */
export interface RenderGate {
  /** Takes a place, or answers false when every place is taken. */
  tryEnter(): boolean;
  /** Gives back a place taken by `tryEnter`. */
  leave(): void;
  readonly inFlight: number;
}

export const createRenderGate = (limit: number): RenderGate => {
  let inFlight = 0;
  return {
    tryEnter: () => {
      if (inFlight >= limit) return false;
      inFlight += 1;
      return true;
    },
    leave: () => {
      inFlight = Math.max(0, inFlight - 1);
    },
    get inFlight() {
      return inFlight;
    },
  };
};

/** How long a refused visitor is asked to wait: renders take tens of milliseconds, so the queue clears in a second. */
export const BUSY_RETRY_AFTER_S = 1;

/** The page a refused visitor sees: small, uncached, in no market's language in particular. */
export const busyPage = (): Response =>
  new Response(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Busy</title>' +
      '<p>The store is busy right now. Please try again in a moment.</p></html>',
    {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(BUSY_RETRY_AFTER_S),
      },
    },
  );
