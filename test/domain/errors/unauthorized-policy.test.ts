import { describe, expect, it } from 'vitest';
import { onUnauthorized } from '#domain/errors/unauthorized-policy';

describe('401 policy (spec §4, §8: refresh once, retry; if the refresh fails, reject)', () => {
  it.each([
    [{ step: 'answered-401', retries: 0, isTokenRefresh: false }, 'refresh-token'],
    [{ step: 'refresh-succeeded' }, 'retry'],
    [{ step: 'refresh-failed' }, 'reject'],
    [{ step: 'answered-401', retries: 1, isTokenRefresh: false }, 'reject'],
    [{ step: 'answered-401', retries: 0, isTokenRefresh: true }, 'reject'],
  ] as const)('%j -> %s', (attempt, action) => {
    expect(onUnauthorized(attempt)).toEqual({ action });
  });
});
