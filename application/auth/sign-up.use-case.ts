import { registerUserCommand, type SignUpInput, signUpInputErrors } from '#domain/auth/sign-up';
import type { User } from '#domain/auth/user';
import { err, ok, type Result } from '#domain/shared/result';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { SessionGateway } from '../ports/session-gateway.port';
import type { SignUpError } from './auth.errors';
import type { AuthStore } from './auth.store';

export interface SignUpDeps {
  readonly authGateway: AuthGateway;
  readonly sessionGateway: SessionGateway;
  readonly authStore: AuthStore;
  /** The browser's device id, which the new session is bound to. */
  readonly deviceId: () => string;
}

/**
 * How a sign-up ends: loading the new account's user into the auth store (the normal flow), or not, when the page
 * leaves at once for a target that loads the session itself (spec §4: pl's cart, `wa-` pages, `subscription/create`).
 */
export interface SignUpOptions {
  readonly awaitSession: boolean;
}

/**
 * Spec §4, §5, §7: the form's own checks, RegisterUser (terms_of_service always true), then the automatic sign-in:
 * the API starts the new account's session with its answer, so the current user is loaded into the auth store (null
 * when the page leaves at once instead).
 */
export class SignUp {
  readonly #deps: SignUpDeps;

  constructor(deps: SignUpDeps) {
    this.#deps = deps;
  }

  async execute(
    input: SignUpInput,
    options: SignUpOptions = { awaitSession: true },
  ): Promise<Result<User | null, SignUpError>> {
    const { authGateway, sessionGateway, authStore, deviceId } = this.#deps;
    const errors = signUpInputErrors(input);
    if (errors.length > 0) return err({ code: 'AUTH.SIGN_UP_INVALID', errors });
    const registered = await authGateway.signUp(registerUserCommand(input), deviceId());
    if (!registered.ok) return registered;
    if (!options.awaitSession) return ok(null);
    const user = await sessionGateway.fetchCurrentUser();
    if (!user.ok)
      return err({ code: user.error.code === 'API.MAINTENANCE' ? 'API.MAINTENANCE' : 'SESSION.UNAVAILABLE' });
    await authStore.signedIn(user.value);
    return ok(user.value);
  }
}
