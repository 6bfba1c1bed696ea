import { HTTPError, type KyInstance } from 'ky';
import type { SignInError, SignUpError } from '#application/auth/auth.errors';
import type { AuthGateway, SignInCredentials } from '#application/ports/auth-gateway.port';
import type { RegisterUserCommand } from '#domain/auth/sign-up';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { fieldErrorsOf } from './api-error-body';
import { isMaintenance, isRemoteFailure } from './http-failure';
import type { ScriptSessionStore } from './script-session';
import { AUTH_MODE_HEADER, TOKEN_AUTH_MODE, tokenResponseSchema } from '#contract/auth.schema';

export interface KyAuthGatewayDeps {
  readonly http: KyInstance;
  /** The market of the page: the commands are sent to its API. */
  readonly locale: () => Locale;
  /** A script's session: sign-in asks for the tokens in the body (`X-Auth-Mode: token`) and keeps them there. */
  readonly scriptSession?: ScriptSessionStore;
}

type Failure = SignInError | SignUpError;

const statusOf = (error: unknown): number | null => (error instanceof HTTPError ? error.response.status : null);

const commonFailure = (error: unknown): Failure => {
  if (statusOf(error) === 429) return { code: 'AUTH.TOO_MANY_ATTEMPTS' };
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (isRemoteFailure(error)) return { code: 'SESSION.UNAVAILABLE' };
  throw error;
};

/**
 * AuthGateway over the store's HTTP API (spec §7): AuthenticateForWeb and RegisterUser, whose answers set the session
 * cookies in the browser (HttpOnly); 401 is bad credentials, 422 the field errors, 429 throttling.
 */
export class KyAuthGateway implements AuthGateway {
  readonly #deps: KyAuthGatewayDeps;

  constructor(deps: KyAuthGatewayDeps) {
    this.#deps = deps;
  }

  async signIn(credentials: SignInCredentials): Promise<Result<void, SignInError>> {
    const { scriptSession } = this.#deps;
    try {
      const body = await this.#command(
        {
          name: 'AuthenticateForWeb',
          device_id: credentials.deviceId,
          email: credentials.email,
          password: credentials.password,
          catalog_id: credentials.catalogId,
          recaptcha_token: credentials.captchaToken,
        },
        scriptSession ? { [AUTH_MODE_HEADER]: TOKEN_AUTH_MODE } : {},
      );
      if (scriptSession) {
        const tokens = tokenResponseSchema.safeParse(body);
        if (!tokens.success) return err({ code: 'SESSION.UNAVAILABLE' });
        scriptSession.save({ accessToken: tokens.data.access_token, refreshToken: tokens.data.refresh_token });
      }
      return ok(undefined);
    } catch (error) {
      if (statusOf(error) === 401) return err({ code: 'AUTH.BAD_CREDENTIALS' });
      if (statusOf(error) === 422) {
        const fields = await fieldErrorsOf(error);
        const captcha = fields.some((f) => f.property === 'recaptcha_token');
        return err({ code: captcha ? 'AUTH.CAPTCHA_FAILED' : 'AUTH.BAD_CREDENTIALS' });
      }
      return err(commonFailure(error) as SignInError);
    }
  }

  async signUp(command: RegisterUserCommand, deviceId: string): Promise<Result<void, SignUpError>> {
    try {
      await this.#command({ ...command, device_id: deviceId });
      return ok(undefined);
    } catch (error) {
      if (statusOf(error) === 422 || statusOf(error) === 400) {
        return err({ code: 'AUTH.SIGN_UP_INVALID', errors: await fieldErrorsOf(error) });
      }
      return err(commonFailure(error) as SignUpError);
    }
  }

  #command(body: Readonly<Record<string, unknown>>, headers: Readonly<Record<string, string>> = {}): Promise<unknown> {
    return this.#deps.http.post(`${this.#deps.locale()}/v2/commands`, { json: body, headers }).json();
  }
}
