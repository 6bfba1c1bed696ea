import type { IdentityError } from '../identity.errors';
import type { VerifyOutcome } from './email-verification-repository.port';

/** Why a verification link no longer works. */
export type VerificationLinkError = Extract<
  IdentityError,
  { readonly code: 'VERIFICATION_LINK_NOT_FOUND' | 'VERIFICATION_LINK_USED' | 'VERIFICATION_LINK_EXPIRED' }
>;

/** A verification link works for a day: long enough to reach a mailbox read once a day, short for a leaked one. */
export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Why a link could not be spent, as the atomic write found it. */
export const VERIFY_ERRORS: Readonly<Record<Exclude<VerifyOutcome['kind'], 'verified'>, VerificationLinkError>> = {
  unknown: { code: 'VERIFICATION_LINK_NOT_FOUND' },
  used: { code: 'VERIFICATION_LINK_USED' },
  expired: { code: 'VERIFICATION_LINK_EXPIRED' },
};

/** The query parameter of the storefront page that carries the link's token to `VerifyEmail`. */
export const VERIFICATION_LINK_PARAMETER = 'email_verification';
