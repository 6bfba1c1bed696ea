import { HTTPError, type KyInstance } from 'ky';
import type { AccountError } from '#application/account/account.errors';
import type {
  AccountGateway,
  AccountSession,
  AssociatedDevice,
  Consents,
} from '#application/ports/account-gateway.port';
import { toClientUser, type User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { deviceCollectionSchema } from '#contract/device.schema';
import { meSchema } from '#contract/me.schema';
import { sessionCollectionSchema } from '#contract/session.schema';
import { fieldErrorsOf } from './api-error-body';
import { isMaintenance, isRemoteFailure, isNotFound } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyAccountGatewayDeps {
  readonly http: KyInstance;
  readonly refreshSession: SessionRefresh;
}

const CONSENT_COMMANDS = {
  marketing: { true: 'EnableMarketingConsent', false: 'DisableMarketingConsent' },
  newsletter: { true: 'SubscribeToNewsletter', false: 'UnsubscribeFromNewsletter' },
} as const;

const UNAVAILABLE: AccountError = { code: 'ACCOUNT.UNAVAILABLE' };

/** What a 404 means: the session or the device the command named is not the account's (any more). */
type Unknown = Extract<AccountError['code'], 'ACCOUNT.SESSION_UNKNOWN' | 'ACCOUNT.DEVICE_UNKNOWN'>;

// api-contract errors: 401 no session, 404 a session or device the account lacks, 422 a refused field, 429 throttled.
const failureOf = async (error: unknown, unknown: Unknown): Promise<AccountError> => {
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  if (isNotFound(error)) return { code: unknown };
  if (error instanceof HTTPError && error.response.status === 422) {
    const [field] = await fieldErrorsOf(error);
    return field ? { code: 'ACCOUNT.FIELD_REFUSED', property: field.property, reason: field.code } : UNAVAILABLE;
  }
  if (error instanceof HTTPError && error.response.status === 429) return { code: 'AUTH.TOO_MANY_ATTEMPTS' };
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

/**
 * AccountGateway over the store's HTTP API: `GET /me`, `GET /me/sessions`, `GET /me/associated-devices` and the
 * account commands.
 */
export class KyAccountGateway implements AccountGateway {
  readonly #deps: KyAccountGatewayDeps;

  constructor(deps: KyAccountGatewayDeps) {
    this.#deps = deps;
  }

  async account(locale: Locale): Promise<Result<User, AccountError>> {
    return this.#user(() => this.#deps.http.get(`${locale}/v2/me`).json());
  }

  async changePassword(
    locale: Locale,
    currentPassword: string,
    newPassword: string,
  ): Promise<Result<void, AccountError>> {
    const fields = { current_password: currentPassword, new_password: newPassword };
    return this.#done(() => this.#command(locale, 'ChangePassword', fields));
  }

  async deleteAccount(locale: Locale, password: string): Promise<Result<void, AccountError>> {
    return this.#done(() => this.#command(locale, 'DeleteAccount', { password }));
  }

  async setConsent(locale: Locale, consent: keyof Consents, value: boolean): Promise<Result<User, AccountError>> {
    return this.#user(() => this.#command(locale, CONSENT_COMMANDS[consent][`${value}`], {}));
  }

  async sessions(locale: Locale): Promise<Result<readonly AccountSession[], AccountError>> {
    const body = await this.#attempt(() => this.#deps.http.get(`${locale}/v2/me/sessions`).json());
    if (!body.ok) return body;
    const parsed = sessionCollectionSchema.safeParse(body.value);
    if (!parsed.success) return err(UNAVAILABLE);
    return ok(
      parsed.data._embedded['app:session'].map((s) => ({
        id: s.id,
        userAgent: s.user_agent,
        lastUsedAt: s.last_used_at,
        current: s.current,
      })),
    );
  }

  async revokeSession(locale: Locale, sessionId: string): Promise<Result<void, AccountError>> {
    return this.#done(() => this.#command(locale, 'RevokeSession', { session_id: sessionId }));
  }

  async revokeOtherSessions(locale: Locale): Promise<Result<void, AccountError>> {
    return this.#done(() => this.#command(locale, 'RevokeOtherSessions', {}));
  }

  async devices(locale: Locale): Promise<Result<readonly AssociatedDevice[], AccountError>> {
    const body = await this.#attempt(() => this.#deps.http.get(`${locale}/v2/me/associated-devices`).json());
    if (!body.ok) return body;
    const parsed = deviceCollectionSchema.safeParse(body.value);
    if (!parsed.success) return err(UNAVAILABLE);
    return ok(
      parsed.data._embedded['app:device'].map((d) => ({
        id: d.device_id,
        name: d.name,
        firstSeenAt: d.first_seen_at,
        lastSeenAt: d.last_seen_at,
        current: d.current,
      })),
    );
  }

  async removeDevice(locale: Locale, deviceId: string): Promise<Result<void, AccountError>> {
    const call = () => this.#command(locale, 'RemoveAssociatedDevice', { device_id: deviceId });
    return this.#done(call, 'ACCOUNT.DEVICE_UNKNOWN');
  }

  async #user(call: () => Promise<unknown>): Promise<Result<User, AccountError>> {
    const body = await this.#attempt(call);
    if (!body.ok) return body;
    const parsed = meSchema.safeParse(body.value);
    return parsed.success ? ok(toClientUser(parsed.data)) : err(UNAVAILABLE);
  }

  async #done(
    call: () => Promise<unknown>,
    unknown: Unknown = 'ACCOUNT.SESSION_UNKNOWN',
  ): Promise<Result<void, AccountError>> {
    const body = await this.#attempt(call, unknown);
    return body.ok ? ok(undefined) : body;
  }

  async #attempt(
    call: () => Promise<unknown>,
    unknown: Unknown = 'ACCOUNT.SESSION_UNKNOWN',
  ): Promise<Result<unknown, AccountError>> {
    try {
      return ok(await withSessionRefresh(call, this.#deps.refreshSession));
    } catch (error) {
      return err(await failureOf(error, unknown));
    }
  }

  #command(locale: Locale, name: string, fields: Readonly<Record<string, unknown>>): Promise<unknown> {
    return this.#deps.http.post(`${locale}/v2/commands`, { json: { name, ...fields } }).json();
  }
}
