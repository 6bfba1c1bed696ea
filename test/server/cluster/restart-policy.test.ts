import { describe, expect, it } from 'vitest';
import {
  afterDeath,
  afterListening,
  type CrashHistory,
  NO_CRASHES,
  type RestartPolicy,
} from '#server/cluster/restart-policy';

const POLICY: RestartPolicy = { firstDelayMs: 100, maxDelayMs: 1_000, windowMs: 10_000, maxFailedStarts: 3 };

/** Deaths at the given times, each after its worker listened unless said otherwise. */
const deaths = (times: readonly number[], beforeListening = false) => {
  let history: CrashHistory = NO_CRASHES;
  const decisions = times.map((at) => {
    const next = afterDeath(history, { at, beforeListening }, POLICY);
    history = next.history;
    return next.decision;
  });
  return { history, decisions };
};

describe('the restart policy', () => {
  it('starts another worker after a short pause when one dies', () => {
    expect(deaths([5_000]).decisions).toEqual([{ kind: 'restart', delayMs: 100 }]);
  });

  it('doubles the pause with every death in the window, up to the most it allows', () => {
    const { decisions } = deaths([0, 100, 200, 300, 400, 500]);
    expect(decisions.map((d) => (d.kind === 'restart' ? d.delayMs : d.kind))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ]);
  });

  it('forgets deaths older than the window', () => {
    const { history, decisions } = deaths([0, 1_000, 12_000]);
    expect(decisions.at(-1)).toEqual({ kind: 'restart', delayMs: 100 });
    expect(history.deaths).toEqual([12_000]);
  });

  it('never gives up on workers that died after they listened, however often', () => {
    const { decisions } = deaths(Array.from({ length: 20 }, (_, i) => i * 10));
    expect(decisions.every((d) => d.kind === 'restart')).toBe(true);
  });

  it('gives up, saying why, when workers keep dying before they listen', () => {
    const { decisions } = deaths([0, 10, 20], true);
    expect(decisions.slice(0, 2).map((d) => d.kind)).toEqual(['restart', 'restart']);
    expect(decisions[2]).toEqual({ kind: 'give-up', reason: '3 workers in a row exited before they listened' });
  });

  it('counts failed starts afresh once a worker listens', () => {
    let { history } = deaths([0, 10], true);
    history = afterListening(history);
    const next = afterDeath(history, { at: 20, beforeListening: true }, POLICY);
    expect(next.decision.kind).toBe('restart');
    expect(next.history.failedStartsInARow).toBe(1);
  });
});
