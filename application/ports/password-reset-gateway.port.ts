import type { Locale } from '#domain/market/locale';
import type { CatalogId } from '#domain/market/market';
import type { Result } from '#domain/shared/result';
import type { PasswordResetError } from '../auth/auth.errors';

/** What a working reset link tells its page: whose account it is, masked (`j***@example.com`). */
export interface PasswordResetLink {
  readonly emailHint: string;
}

/** Spec §2 password reset over the store's API, in the market of the page asking: RequestPasswordReset, the link's state, ResetPassword. */
export interface PasswordResetGateway {
  /** The same answer whether or not the address has an account. */
  requestReset(locale: Locale, email: string, catalogId: CatalogId): Promise<Result<void, PasswordResetError>>;
  checkLink(locale: Locale, token: string): Promise<Result<PasswordResetLink, PasswordResetError>>;
  /** Every session of the account ends: the listener signs in again with the new password. */
  resetPassword(locale: Locale, token: string, password: string): Promise<Result<void, PasswordResetError>>;
}
