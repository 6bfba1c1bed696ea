import type { KyInstance } from 'ky';
import type { DeviceCodeSignInError } from '#application/auth/device-code-sign-in.errors';
import type { DeviceCodeSignInGateway, DevicePollAnswer } from '#application/ports/device-code-sign-in-gateway.port';
import type { StartedDeviceSignIn } from '#domain/auth/device-sign-in';
import { tokenResponseSchema } from '#contract/auth.schema';
import { deviceSignInStartedSchema } from '#contract/device-sign-in.schema';
import type { CatalogId } from '#domain/market/market';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { apiErrorOf, decoded } from './api-error-body';
import { isMaintenance, isRemoteFailure } from './http-failure';
import type { ScriptSessionStore } from './script-session';

export interface KyDeviceCodeSignInGatewayDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  /** Where the tokens of an approved sign-in are kept. */
  readonly session: ScriptSessionStore;
}

const UNAVAILABLE = { code: 'SESSION.UNAVAILABLE' } as const;

/** What a refused poll or start means, by the API's error code (RFC 8628's, upper-cased). */
const refusalOf = async (error: unknown): Promise<Result<DevicePollAnswer, DeviceCodeSignInError>> => {
  if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
  if (!isRemoteFailure(error)) throw error;
  switch ((await apiErrorOf(error))?.code) {
    case 'AUTHORIZATION_PENDING':
      return ok('pending');
    case 'SLOW_DOWN':
      return ok('slow-down');
    case 'ACCESS_DENIED':
      return err({ code: 'DEVICE.SIGN_IN_DENIED' });
    case 'EXPIRED_TOKEN':
      return err({ code: 'DEVICE.CODE_EXPIRED' });
    case 'TOO_MANY_ATTEMPTS':
      return err({ code: 'AUTH.TOO_MANY_ATTEMPTS' });
    default:
      return err(UNAVAILABLE);
  }
};

/**
 * The device sign-in commands over the store's HTTP API (StartDeviceSignIn, PollDeviceSignIn). An approved poll's
 * tokens go straight into the script's session, as a password sign-in's do.
 */
export class KyDeviceCodeSignInGateway implements DeviceCodeSignInGateway {
  readonly #deps: KyDeviceCodeSignInGatewayDeps;

  constructor(deps: KyDeviceCodeSignInGatewayDeps) {
    this.#deps = deps;
  }

  async start(input: {
    readonly deviceId: string;
    readonly catalogId: CatalogId;
    readonly clientName: string;
  }): Promise<Result<StartedDeviceSignIn, DeviceCodeSignInError>> {
    try {
      const body = await this.#command({
        name: 'StartDeviceSignIn',
        device_id: input.deviceId,
        catalog_id: input.catalogId,
        client_name: input.clientName,
      });
      return decoded(
        deviceSignInStartedSchema,
        body,
        (wire) => ({
          deviceCode: wire.device_code,
          userCode: wire.user_code,
          verificationUri: wire.verification_uri,
          verificationUriComplete: wire.verification_uri_complete,
          expiresInSeconds: wire.expires_in,
          intervalSeconds: wire.interval,
        }),
        UNAVAILABLE,
      );
    } catch (error) {
      const refusal = await refusalOf(error);
      // Only a poll can be pending: a start refused any other way is a failure.
      return refusal.ok ? err(UNAVAILABLE) : refusal;
    }
  }

  async poll(input: {
    readonly deviceCode: string;
    readonly deviceId: string;
  }): Promise<Result<DevicePollAnswer, DeviceCodeSignInError>> {
    try {
      const body = await this.#command({
        name: 'PollDeviceSignIn',
        device_code: input.deviceCode,
        device_id: input.deviceId,
      });
      const tokens = tokenResponseSchema.safeParse(body);
      if (!tokens.success) return err(UNAVAILABLE);
      this.#deps.session.save({ accessToken: tokens.data.access_token, refreshToken: tokens.data.refresh_token });
      return ok('signed-in');
    } catch (error) {
      return refusalOf(error);
    }
  }

  #command(body: Readonly<Record<string, unknown>>): Promise<unknown> {
    return this.#deps.http.post(`${this.#deps.locale()}/v2/commands`, { json: body }).json();
  }
}
