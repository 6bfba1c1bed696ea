import { HTTPError, type KyInstance } from 'ky';
import type { DeviceSignInError } from '#application/auth/auth.errors';
import type { DeviceApprovalGateway, PendingDeviceSignIn } from '#application/ports/device-approval-gateway.port';
import type { Locale } from '#domain/market/locale';
import { canonicalUserCode } from '#domain/auth/device-sign-in';
import { err, ok, type Result } from '#domain/shared/result';
import { deviceSignInDecidedSchema, pendingDeviceSignInSchema } from '#contract/device-sign-in.schema';
import { decoded, fieldErrorsOf } from './api-error-body';
import { isMaintenance, isNotFound, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyDeviceApprovalGatewayDeps {
  readonly http: KyInstance;
  readonly refreshSession: SessionRefresh;
}

const UNAVAILABLE: DeviceSignInError = { code: 'SESSION.UNAVAILABLE' };

// api-contract errors: 401 no session, 404 a code unknown, expired or decided, 422 `user_code` INVALID, 429 throttled.
const failureOf = async (error: unknown): Promise<DeviceSignInError> => {
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  if (isNotFound(error)) return { code: 'DEVICE.CODE_UNKNOWN' };
  if (error instanceof HTTPError && error.response.status === 422) {
    const fields = await fieldErrorsOf(error);
    return fields.some((field) => field.property === 'user_code') ? { code: 'DEVICE.CODE_INVALID' } : UNAVAILABLE;
  }
  if (error instanceof HTTPError && error.response.status === 429) return { code: 'AUTH.TOO_MANY_ATTEMPTS' };
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

/** DeviceApprovalGateway over the store's HTTP API: `GET /device-sign-ins/{user_code}` and ApproveDeviceSignIn. */
export class KyDeviceApprovalGateway implements DeviceApprovalGateway {
  readonly #deps: KyDeviceApprovalGatewayDeps;

  constructor(deps: KyDeviceApprovalGatewayDeps) {
    this.#deps = deps;
  }

  async find(locale: Locale, userCode: string): Promise<Result<PendingDeviceSignIn, DeviceSignInError>> {
    const path = `${locale}/v2/device-sign-ins/${encodeURIComponent(userCode)}`;
    const body = await this.#attempt(() => this.#deps.http.get(path).json());
    if (!body.ok) return body;
    return decoded(
      pendingDeviceSignInSchema,
      body.value,
      // The API shows the code in its groups (`BDFG-HJKM`); the store keeps it canonical, as typed codes are read.
      (wire) => ({
        userCode: canonicalUserCode(wire.user_code) ?? wire.user_code,
        clientName: wire.client_name,
        expiresAt: wire.expires_at,
      }),
      UNAVAILABLE,
    );
  }

  async decide(locale: Locale, userCode: string, approve: boolean): Promise<Result<boolean, DeviceSignInError>> {
    const json = { name: 'ApproveDeviceSignIn', user_code: userCode, approve };
    const body = await this.#attempt(() => this.#deps.http.post(`${locale}/v2/commands`, { json }).json());
    if (!body.ok) return body;
    return decoded(deviceSignInDecidedSchema, body.value, (wire) => wire.approved, UNAVAILABLE);
  }

  async #attempt(call: () => Promise<unknown>): Promise<Result<unknown, DeviceSignInError>> {
    try {
      return ok(await withSessionRefresh(call, this.#deps.refreshSession));
    } catch (error) {
      return err(await failureOf(error));
    }
  }
}
