/**
 * Admits at most `admitted` page renders at once and lets `running` of them work at a time, the rest waiting their
 * turn in order: rendering is CPU work, so running more at once only interleaves them, and every other request
 * (static files, the API) would wait behind all of their slices. A caller refused a place answers at once.
 */
export interface RenderGate {
  /** A place, resolved when the render may start; null when every place is taken. */
  tryEnter(): Promise<void> | null;
  /** Gives back a place taken by `tryEnter` (after its render, or when it gave up). */
  leave(): void;
  /** Renders admitted: running and waiting. */
  readonly inFlight: number;
}

export interface RenderGateLimits {
  readonly admitted: number;
  readonly running: number;
}

export const createRenderGate = ({ admitted, running }: RenderGateLimits): RenderGate => {
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let started = 0;
  return {
    tryEnter: () => {
      if (inFlight >= admitted) return null;
      inFlight += 1;
      if (started < running) {
        started += 1;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    leave: () => {
      if (inFlight === 0) return;
      inFlight -= 1;
      const next = waiting.shift();
      if (next) next();
      else started -= 1;
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
