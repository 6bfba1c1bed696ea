import type { RegisterUserCommand } from '#domain/auth/sign-up';
import type { CatalogId } from '#domain/market/market';
import type { Result } from '#domain/shared/result';
import type { SignInError, SignUpError } from '../auth/auth.errors';

/** Spec §3 authentication command fields, in the client's words. */
export interface SignInCredentials {
  readonly email: string;
  readonly password: string;
  readonly catalogId: CatalogId;
  readonly deviceId: string;
  readonly captchaToken: string;
}

/** The API's sign-in and sign-up commands (spec §7 AuthenticateForWeb, RegisterUser); both start a session. */
export interface AuthGateway {
  signIn(credentials: SignInCredentials): Promise<Result<void, SignInError>>;
  signUp(command: RegisterUserCommand, deviceId: string): Promise<Result<void, SignUpError>>;
}
