import type { User } from '#domain/auth/user';
import type { CatalogId } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { CaptchaPort } from '../ports/captcha.port';
import type { SessionGateway } from '../ports/session-gateway.port';
import type { SignInError } from './auth.errors';
import type { AuthStore } from './auth.store';

export interface SignInDeps {
  readonly authGateway: AuthGateway;
  readonly captcha: CaptchaPort;
  readonly sessionGateway: SessionGateway;
  readonly authStore: AuthStore;
  /** The browser's device id, which the new session is bound to. */
  readonly deviceId: () => string;
}

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  readonly catalogId: CatalogId;
}

/** The captcha action sign-in asks a token for (spec §7). */
export const SIGN_IN_CAPTCHA_ACTION = 'login';

/**
 * Spec §4, §7: a captcha token for `login`, AuthenticateForWeb, then the current user loaded into the auth store
 * (which sets loggedIn and tells the other tabs).
 */
export class SignIn {
  readonly #deps: SignInDeps;

  constructor(deps: SignInDeps) {
    this.#deps = deps;
  }

  async execute(input: SignInInput): Promise<Result<User, SignInError>> {
    const { authGateway, captcha, sessionGateway, authStore, deviceId } = this.#deps;
    const token = await captcha.token(SIGN_IN_CAPTCHA_ACTION);
    if (!token.ok) return err({ code: 'AUTH.CAPTCHA_FAILED' });
    const signedIn = await authGateway.signIn({ ...input, deviceId: deviceId(), captchaToken: token.value });
    if (!signedIn.ok) return signedIn;
    const user = await sessionGateway.fetchCurrentUser();
    // The session exists, but without a profile this tab cannot show it: the visitor is told to try again.
    if (!user.ok)
      return err({ code: user.error.code === 'API.MAINTENANCE' ? 'API.MAINTENANCE' : 'SESSION.UNAVAILABLE' });
    await authStore.signedIn(user.value);
    return ok(user.value);
  }
}
