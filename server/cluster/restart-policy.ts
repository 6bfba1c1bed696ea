/** How the primary answers a worker that died unasked. */
export interface RestartPolicy {
  /** The pause before starting another; it doubles with every further death within `windowMs`. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  readonly windowMs: number;
  /** Workers in a row that died before they listened, none listening between, after which the primary gives up. */
  readonly maxFailedStarts: number;
}

export const RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 200,
  maxDelayMs: 10_000,
  windowMs: 60_000,
  maxFailedStarts: 3,
};

export interface CrashHistory {
  /** When workers died, within the last window. */
  readonly deaths: readonly number[];
  readonly failedStartsInARow: number;
}

export const NO_CRASHES: CrashHistory = { deaths: [], failedStartsInARow: 0 };

export type RestartDecision =
  | { readonly kind: 'restart'; readonly delayMs: number }
  | { readonly kind: 'give-up'; readonly reason: string };

/** A worker listens: whatever kept the earlier ones from starting is over. */
export const afterListening = (history: CrashHistory): CrashHistory =>
  history.failedStartsInARow === 0 ? history : { ...history, failedStartsInARow: 0 };

/**
 * A worker died at `at` (ms): start another after a pause that grows while deaths come fast, so a worker that dies on
 * every request cannot spin the machine; give up when workers keep dying before they listen, since another start will
 * fail alike (a port in use, a database out of reach, a broken build).
 */
export const afterDeath = (
  history: CrashHistory,
  death: { readonly at: number; readonly beforeListening: boolean },
  policy: RestartPolicy = RESTART_POLICY,
): { readonly history: CrashHistory; readonly decision: RestartDecision } => {
  const deaths = [...history.deaths.filter((at) => death.at - at < policy.windowMs), death.at];
  const failedStartsInARow = death.beforeListening ? history.failedStartsInARow + 1 : history.failedStartsInARow;
  const next = { deaths, failedStartsInARow };
  if (failedStartsInARow >= policy.maxFailedStarts)
    return {
      history: next,
      decision: { kind: 'give-up', reason: `${failedStartsInARow} workers in a row exited before they listened` },
    };
  const delayMs = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (deaths.length - 1));
  return { history: next, decision: { kind: 'restart', delayMs } };
};
