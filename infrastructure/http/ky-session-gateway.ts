import { HTTPError, type KyInstance } from 'ky';
import type { SessionError } from '#application/auth/auth.errors';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import { err, ok, type Result } from '#domain/shared/result';
import { toClientUser, type User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import type { CatalogId } from '#domain/market/market';
import { meSchema } from '#contract/me.schema';
import { isMaintenance, isRemoteFailure } from './http-failure';
import type { SessionRefresh } from './session-refresh';

export interface KySessionGatewayDeps {
  readonly http: KyInstance;
  /** The market of the page: GET /me answers club membership for the market asked. */
  readonly locale: () => Locale;
  /** The browser's device id, which the refresh token is bound to. */
  readonly deviceId: () => string;
  /** Whether the readable loggedIn cookie says a session may exist; without it the browser is a visitor's. */
  readonly hasSessionHint: () => boolean;
  /** A script's refresh (its tokens in the body); without it, the browser's (RefreshTokenForWeb with the cookie). */
  readonly refreshSession?: SessionRefresh;
  /** A script forgets its tokens once the server ended the session. */
  readonly forgetSession?: () => void;
}

const NOT_SIGNED_IN: SessionError = { code: 'AUTH.NOT_SIGNED_IN' };
const UNAVAILABLE: SessionError = { code: 'SESSION.UNAVAILABLE' };
const MAINTENANCE: SessionError = { code: 'API.MAINTENANCE' };

const isUnauthorized = (error: unknown): boolean => error instanceof HTTPError && error.response.status === 401;

const failureOf = (error: unknown): SessionError => {
  if (isUnauthorized(error)) return NOT_SIGNED_IN;
  if (isMaintenance(error)) return MAINTENANCE;
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

/**
 * SessionGateway over the store's HTTP API (spec §4, §7, §8): GET /me when the loggedIn cookie says a session may
 * exist, retried once after RefreshTokenForWeb when it answers 401; LogoutForWeb. The session cookies are HttpOnly,
 * so the browser sends them.
 */
export class KySessionGateway implements SessionGateway {
  readonly #deps: KySessionGatewayDeps;

  constructor(deps: KySessionGatewayDeps) {
    this.#deps = deps;
  }

  async fetchCurrentUser(): Promise<Result<User, SessionError>> {
    // Every sign-in sets loggedIn along with the session cookies, and sign-out and a failed check remove it: without it
    // a visitor's page view costs no request, no 401 on the console and no line in the security log.
    if (!this.#deps.hasSessionHint()) return err(NOT_SIGNED_IN);
    const first = await this.#me();
    if (first.ok || first.error !== NOT_SIGNED_IN) return first;
    // Spec §8: a 401 refreshes the token once and retries; a failed refresh means nobody is signed in.
    const refreshed = await this.#refresh();
    return refreshed.ok ? this.#me() : refreshed;
  }

  /**
   * Spec §4 token sync after the profile loaded: a profile that just loaded proves the access token works, so
   * nothing is rotated here (two tabs rotating the same refresh token at once would revoke the session).
   */
  async syncTokens(): Promise<Result<void, SessionError>> {
    return ok(undefined);
  }

  async signOut(catalogId: CatalogId): Promise<Result<void, SessionError>> {
    try {
      await this.#command({ name: 'LogoutForWeb', catalog_id: catalogId });
      this.#deps.forgetSession?.();
      return ok(undefined);
    } catch (error) {
      return err(failureOf(error));
    }
  }

  async #me(): Promise<Result<User, SessionError>> {
    try {
      const body = await this.#deps.http.get(`${this.#deps.locale()}/v2/me`).json();
      const parsed = meSchema.safeParse(body);
      return parsed.success ? ok(toClientUser(parsed.data)) : err(UNAVAILABLE);
    } catch (error) {
      return err(failureOf(error));
    }
  }

  async #refresh(): Promise<Result<void, SessionError>> {
    const { refreshSession } = this.#deps;
    if (refreshSession) return (await refreshSession()) ? ok(undefined) : err(NOT_SIGNED_IN);
    try {
      await this.#command({ name: 'RefreshTokenForWeb', device_id: this.#deps.deviceId() });
      return ok(undefined);
    } catch (error) {
      return err(failureOf(error));
    }
  }

  #command(body: Readonly<Record<string, unknown>>): Promise<unknown> {
    return this.#deps.http.post(`${this.#deps.locale()}/v2/commands`, { json: body }).json();
  }
}
