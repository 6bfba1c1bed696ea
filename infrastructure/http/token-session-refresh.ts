import { HTTPError, type KyInstance } from 'ky';
import type { Locale } from '#domain/market/locale';
import { tokenResponseSchema } from '#contract/auth.schema';
import type { ScriptSessionStore } from './script-session';
import type { SessionRefresh } from './session-refresh';

export interface TokenSessionRefreshDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  readonly session: ScriptSessionStore;
}

/**
 * A script's RefreshTokenForWeb (api-contract "Authentication"): the refresh token goes in the body and the new pair
 * comes back in it, kept at once. A refusal (401: spent, revoked or expired) ends the session here too; one refresh
 * at a time, as rotating the same token twice revokes the session.
 */
export const tokenSessionRefresh = (deps: TokenSessionRefreshDeps): SessionRefresh => {
  let pending: Promise<boolean> | null = null;
  const refresh = async (): Promise<boolean> => {
    const tokens = deps.session.tokens();
    if (tokens === null) return false;
    try {
      const body = await deps.http
        .post(`${deps.locale()}/v2/commands`, {
          json: { name: 'RefreshTokenForWeb', device_id: deps.session.deviceId(), refresh_token: tokens.refreshToken },
        })
        .json();
      const parsed = tokenResponseSchema.safeParse(body);
      if (!parsed.success) return false;
      deps.session.save({ accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token });
      return true;
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 401) deps.session.clear();
      return false;
    }
  };
  return () => {
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  };
};
