/** Spec §8 401 rule: how many times a request is retried after refreshing the token. */
export const MAX_RETRIES_AFTER_REFRESH = 1;

/** Where a request that met a 401 stands. */
export type UnauthorizedAttempt =
  | {
      readonly step: 'answered-401';
      /** Retries already made after a refresh for this request. */
      readonly retries: number;
      /** The request that failed was the token refresh itself (RefreshTokenForWeb). */
      readonly isTokenRefresh: boolean;
    }
  | { readonly step: 'refresh-succeeded' }
  | { readonly step: 'refresh-failed' };

/** What the HTTP client must do next. */
export type UnauthorizedDecision =
  | { readonly action: 'refresh-token' }
  | { readonly action: 'retry' }
  | { readonly action: 'reject' };

/**
 * Spec §4, §8: on a 401 refresh the token once, then retry the request once; if the refresh failed, or
 * the retry answers 401 again, reject. A 401 from the refresh request itself rejects (no refresh loop).
 */
export const onUnauthorized = (attempt: UnauthorizedAttempt): UnauthorizedDecision => {
  switch (attempt.step) {
    case 'answered-401':
      return !attempt.isTokenRefresh && attempt.retries < MAX_RETRIES_AFTER_REFRESH
        ? { action: 'refresh-token' }
        : { action: 'reject' };
    case 'refresh-succeeded':
      return { action: 'retry' };
    case 'refresh-failed':
      return { action: 'reject' };
  }
};
