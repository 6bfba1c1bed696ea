import type { SignInError, SignUpError } from '#application/auth/auth.errors';
import type { AuthGateway, SignInCredentials } from '#application/ports/auth-gateway.port';
import type { RegisterUserCommand } from '#domain/auth/sign-up';
import { err, ok, type Result } from '#domain/shared/result';
import type { FakeSessionGateway } from './fake-session-gateway';
import { aUser } from '../mothers/user.mother';

/**
 * The API's accounts in memory: a sign-in with a known e-mail, its password and an accepted captcha token signs the
 * session gateway in as that account, as the real answer's cookies would; a sign-up adds the account and signs it in.
 */
export class FakeAuthGateway implements AuthGateway {
  readonly #accounts = new Map<string, string>();
  readonly #session: FakeSessionGateway;
  #failure: SignInError | SignUpError | null = null;
  acceptedCaptchaToken = 'fake-captcha-token';
  readonly signIns: SignInCredentials[] = [];
  readonly signUps: { readonly command: RegisterUserCommand; readonly deviceId: string }[] = [];

  constructor(session: FakeSessionGateway) {
    this.#session = session;
  }

  withAccount(email: string, password: string): this {
    this.#accounts.set(email, password);
    return this;
  }

  failWith(error: SignInError | SignUpError): this {
    this.#failure = error;
    return this;
  }

  async signIn(credentials: SignInCredentials): Promise<Result<void, SignInError>> {
    this.signIns.push(credentials);
    if (this.#failure && this.#failure.code !== 'AUTH.SIGN_UP_INVALID') return err(this.#failure);
    if (credentials.captchaToken !== this.acceptedCaptchaToken) return err({ code: 'AUTH.CAPTCHA_FAILED' });
    if (this.#accounts.get(credentials.email) !== credentials.password) return err({ code: 'AUTH.BAD_CREDENTIALS' });
    this.#session.signedInAs(aUser({ email: credentials.email }));
    return ok(undefined);
  }

  async signUp(command: RegisterUserCommand, deviceId: string): Promise<Result<void, SignUpError>> {
    this.signUps.push({ command, deviceId });
    if (this.#failure && this.#failure.code !== 'AUTH.BAD_CREDENTIALS' && this.#failure.code !== 'AUTH.CAPTCHA_FAILED')
      return err(this.#failure);
    if (this.#accounts.has(command.email))
      return err({ code: 'AUTH.SIGN_UP_INVALID', errors: [{ property: 'email', code: 'ALREADY_USED' }] });
    this.#accounts.set(command.email, command.password);
    this.#session.signedInAs(aUser({ email: command.email, hasMarketingConsent: command.marketing_consent }));
    return ok(undefined);
  }
}
