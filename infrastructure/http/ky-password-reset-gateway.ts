import { HTTPError, type KyInstance } from 'ky';
import type { PasswordResetError } from '#application/auth/auth.errors';
import type { PasswordResetGateway, PasswordResetLink } from '#application/ports/password-reset-gateway.port';
import type { CatalogId } from '#domain/market/market';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { passwordResetTokenSchema, passwordResetTokenStateSchema } from '#contract/password-reset.schema';
import { apiErrorOf } from './api-error-body';
import { isMaintenance, isRemoteFailure } from './http-failure';

export interface KyPasswordResetGatewayDeps {
  readonly http: KyInstance;
}

// api-contract errors: 404 an unknown link, 410 one used or expired, 422 a refused password or address, 429 throttled.
const failureOf = async (error: unknown): Promise<PasswordResetError> => {
  const status = error instanceof HTTPError ? error.response.status : null;
  const body = await apiErrorOf(error);
  if (status === 404) return { code: 'RESET.LINK_UNKNOWN' };
  if (status === 410) return { code: body?.code === 'TOKEN_USED' ? 'RESET.LINK_USED' : 'RESET.LINK_EXPIRED' };
  if (status === 422) {
    const password = body?.errors?.find((field) => field.property === 'password');
    return password ? { code: 'RESET.PASSWORD_REFUSED', reason: password.code } : { code: 'RESET.INVALID_EMAIL' };
  }
  if (status === 429) return { code: 'AUTH.TOO_MANY_ATTEMPTS' };
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (isRemoteFailure(error)) return { code: 'SESSION.UNAVAILABLE' };
  throw error;
};

/** PasswordResetGateway over the store's HTTP API: RequestPasswordReset, `GET /password-reset/{token}`, ResetPassword. */
export class KyPasswordResetGateway implements PasswordResetGateway {
  readonly #deps: KyPasswordResetGatewayDeps;

  constructor(deps: KyPasswordResetGatewayDeps) {
    this.#deps = deps;
  }

  async requestReset(locale: Locale, email: string, catalogId: CatalogId): Promise<Result<void, PasswordResetError>> {
    return this.#attempt(async () => {
      await this.#command(locale, { name: 'RequestPasswordReset', email, catalog_id: catalogId });
    });
  }

  async checkLink(locale: Locale, token: string): Promise<Result<PasswordResetLink, PasswordResetError>> {
    // A token that cannot be one is unknown without asking.
    if (!passwordResetTokenSchema.safeParse(token).success) return err({ code: 'RESET.LINK_UNKNOWN' });
    return this.#attempt(async () => {
      const body = await this.#deps.http.get(`${locale}/v2/password-reset/${token}`).json();
      const parsed = passwordResetTokenStateSchema.safeParse(body);
      if (!parsed.success) throw new SyntaxError('Unexpected password-reset link state');
      return { emailHint: parsed.data.email_hint };
    });
  }

  async resetPassword(locale: Locale, token: string, password: string): Promise<Result<void, PasswordResetError>> {
    return this.#attempt(async () => {
      await this.#command(locale, { name: 'ResetPassword', token, password });
    });
  }

  async #attempt<T>(call: () => Promise<T>): Promise<Result<T, PasswordResetError>> {
    try {
      return ok(await call());
    } catch (error) {
      return err(await failureOf(error));
    }
  }

  #command(locale: Locale, body: Readonly<Record<string, unknown>>): Promise<unknown> {
    return this.#deps.http.post(`${locale}/v2/commands`, { json: body });
  }
}
