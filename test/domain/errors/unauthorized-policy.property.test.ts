import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onUnauthorized, type UnauthorizedAttempt } from '#domain/errors/unauthorized-policy';

/** Drives the policy like an HTTP client would, against a server that answers 401 or 200 and a refresh that may fail. */
const simulate = (answers: readonly boolean[], refreshes: readonly boolean[]) => {
  let retries = 0;
  let refreshCount = 0;
  let requests = 1;
  let attempt: UnauthorizedAttempt | null = answers[0]
    ? { step: 'answered-401', retries, isTokenRefresh: false }
    : null;
  for (let guard = 0; attempt !== null && guard < 100; guard++) {
    const decision = onUnauthorized(attempt);
    if (decision.action === 'reject') return { outcome: 'rejected', refreshCount, requests };
    if (decision.action === 'refresh-token') {
      const refreshed = refreshes[refreshCount] ?? false;
      refreshCount += 1;
      attempt = { step: refreshed ? 'refresh-succeeded' : 'refresh-failed' };
    } else {
      retries += 1;
      requests += 1;
      attempt = answers[requests - 1] ? { step: 'answered-401', retries, isTokenRefresh: false } : null;
    }
  }
  return { outcome: attempt === null ? 'succeeded' : 'looping', refreshCount, requests };
};

describe('401 policy properties', () => {
  it('refreshes at most once and sends a request at most twice, then settles', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.array(fc.boolean(), { maxLength: 5 }),
        (answers, refreshes) => {
          const { outcome, refreshCount, requests } = simulate(answers, refreshes);
          expect(outcome).not.toBe('looping');
          expect(refreshCount).toBeLessThanOrEqual(1);
          expect(requests).toBeLessThanOrEqual(2);
          if (refreshCount === 1 && refreshes[0] === false) expect(outcome).toBe('rejected');
          if (!answers[0]) expect({ refreshCount, requests }).toEqual({ refreshCount: 0, requests: 1 });
        },
      ),
    );
  });
});
