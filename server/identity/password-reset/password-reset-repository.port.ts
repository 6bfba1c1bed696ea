export interface ResetTokenState {
  readonly userId: string;
  readonly email: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
}

/** What spending a token did: the password changed (whose, and how many sessions ended), or why the token failed. */
export type ConsumeOutcome =
  | { readonly kind: 'changed'; readonly userId: string; readonly sessionsRevoked: number }
  | { readonly kind: 'unknown' | 'used' | 'expired' };

/** Why a session ended when its password was reset (`sessions.revoked_reason`). */
export const PASSWORD_RESET_REVOCATION = 'password-reset';

/** Password-reset tokens (kept only as hashes) and the password change they allow. */
export interface PasswordResetRepository {
  /** The account an address belongs to (the address already canonical), or null. */
  accountByEmail(email: string): Promise<{ readonly id: string; readonly email: string } | null>;
  /** Stores a new token for the user and forgets the user's tokens that can no longer be used. */
  issue(input: { userId: string; tokenHash: string; expiresAt: Date }, now: Date): Promise<void>;
  find(tokenHash: string): Promise<ResetTokenState | null>;
  /**
   * Spends a token on a new password hash, all or nothing: marked used only if still unused and unexpired, the
   * address counts as verified, the user's other tokens go and every live session of the user ends.
   */
  consume(tokenHash: string, passwordHash: string, now: Date): Promise<ConsumeOutcome>;
}
