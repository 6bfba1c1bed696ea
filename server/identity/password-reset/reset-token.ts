import type { IdentityError } from '../identity.errors';
import type { ConsumeOutcome, ResetTokenState } from './password-reset-repository.port';

/** Why a reset link no longer works. */
export type ResetTokenError = Extract<
  IdentityError,
  { readonly code: 'TOKEN_NOT_FOUND' | 'TOKEN_USED' | 'TOKEN_EXPIRED' }
>;

/** A reset link works for an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A reset token works once, within its hour: why a token's state does not allow a reset now, or null when it does. */
export const resetTokenError = (state: ResetTokenState | null, now: Date): ResetTokenError | null => {
  if (!state) return { code: 'TOKEN_NOT_FOUND' };
  if (state.usedAt !== null) return { code: 'TOKEN_USED' };
  if (state.expiresAt <= now.toISOString()) return { code: 'TOKEN_EXPIRED' };
  return null;
};

/** Why a token could not be spent, as the atomic write found it. */
export const CONSUME_ERRORS: Readonly<Record<Exclude<ConsumeOutcome['kind'], 'changed'>, ResetTokenError>> = {
  unknown: { code: 'TOKEN_NOT_FOUND' },
  used: { code: 'TOKEN_USED' },
  expired: { code: 'TOKEN_EXPIRED' },
};
