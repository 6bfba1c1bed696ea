import { HTTPError, type KyInstance } from 'ky';
import type { SocialSignInError } from '#application/auth/auth.errors';
import type { IdentityProvider } from '#application/ports/identity-provider.port';
import type {
  SocialSignInAnswer,
  SocialSignInGateway,
  SocialSignInRequest,
} from '#application/ports/social-sign-in-gateway.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { isMaintenance, isRemoteFailure } from './http-failure';

export interface KySocialSignInGatewayDeps {
  readonly http: KyInstance;
  /** The market of the page: the command is sent to its API. */
  readonly locale: () => Locale;
}

const COMMANDS: Readonly<Record<IdentityProvider, string>> = {
  google: 'SignInWithGoogleForWeb',
  apple: 'SignInWithAppleForWeb',
};

// 401 an untrusted or spent token, 404 a provider the API does not offer, 422 a payload it refused: none can succeed.
const REJECTING = new Set([401, 404, 422]);

/**
 * SocialSignInGateway over the store's HTTP API (spec §7): the answer sets the session cookies (HttpOnly), and its
 * status tells a new account (201) from an existing one (200).
 */
export class KySocialSignInGateway implements SocialSignInGateway {
  readonly #deps: KySocialSignInGatewayDeps;

  constructor(deps: KySocialSignInGatewayDeps) {
    this.#deps = deps;
  }

  async signIn(request: SocialSignInRequest): Promise<Result<SocialSignInAnswer, SocialSignInError>> {
    try {
      const response = await this.#deps.http.post(`${this.#deps.locale()}/v2/commands`, {
        json: {
          name: COMMANDS[request.provider],
          id_token: request.token.idToken,
          ...(request.token.nonce === undefined ? {} : { nonce: request.token.nonce }),
          terms_of_service: request.termsOfService,
          marketing_consent: request.marketingConsent,
          catalog_id: request.catalogId,
          device_id: request.deviceId,
        },
      });
      return ok({ created: response.status === 201 });
    } catch (error) {
      const status = error instanceof HTTPError ? error.response.status : null;
      if (status !== null && REJECTING.has(status)) return err({ code: 'AUTH.ID_TOKEN_REJECTED' });
      if (status === 429) return err({ code: 'AUTH.TOO_MANY_ATTEMPTS' });
      if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
      if (isRemoteFailure(error)) return err({ code: 'SESSION.UNAVAILABLE' });
      throw error;
    }
  }
}
