import { HTTPError, type KyInstance } from 'ky';
import { onUnauthorized } from '#domain/errors/unauthorized-policy';
import type { Locale } from '#domain/market/locale';

/** Refreshes the session's tokens; true when the server issued new ones. */
export type SessionRefresh = () => Promise<boolean>;

export interface SessionRefreshDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  /** The browser's device id, which the refresh token is bound to. */
  readonly deviceId: () => string;
}

/**
 * Spec §7 RefreshTokenForWeb, at most one at a time: calls that meet a 401 together share one refresh, because
 * rotating the same refresh token twice would look like token reuse and end the session.
 */
export const sessionRefresh = (deps: SessionRefreshDeps): SessionRefresh => {
  let pending: Promise<boolean> | null = null;
  return () => {
    pending ??= deps.http
      .post(`${deps.locale()}/v2/commands`, { json: { name: 'RefreshTokenForWeb', device_id: deps.deviceId() } })
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  };
};

/** A 401: the access token is missing or expired. */
export const isUnauthorized = (error: unknown): boolean => error instanceof HTTPError && error.response.status === 401;

/**
 * Spec §8, by the domain's 401 rule (`onUnauthorized`): a call answered 401 is retried after a token refresh, as
 * many times as the rule allows (once); if the refresh fails, or the retry meets a 401 again, the 401 stands.
 */
export const withSessionRefresh = async <T>(call: () => Promise<T>, refresh: SessionRefresh): Promise<T> => {
  for (let retries = 0; ; retries += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      if (onUnauthorized({ step: 'answered-401', retries, isTokenRefresh: false }).action !== 'refresh-token')
        throw error;
      const refreshed = await refresh();
      if (onUnauthorized({ step: refreshed ? 'refresh-succeeded' : 'refresh-failed' }).action !== 'retry') throw error;
    }
  }
};
