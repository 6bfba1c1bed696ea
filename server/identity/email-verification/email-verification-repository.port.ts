/** An account as the verification mail sees it: its address and whether its owner proved holding it. */
export interface VerifiableAccount {
  readonly email: string;
  readonly verified: boolean;
}

/** What following a verification link did: the address is proved (whose), or why the link failed. */
export type VerifyOutcome =
  | { readonly kind: 'verified'; readonly userId: string }
  | { readonly kind: 'unknown' | 'used' | 'expired' };

/** Verification links (kept only as hashes) and the proof of an address they give. */
export interface EmailVerificationRepository {
  /** The account's address and whether it is proved; null when there is no such account. */
  account(userId: string): Promise<VerifiableAccount | null>;
  /** Stores a new link for the address and forgets the user's links that can no longer be used. */
  issue(input: { userId: string; email: string; tokenHash: string; expiresAt: Date }, now: Date): Promise<void>;
  /**
   * Spends a link, all or nothing: marked used only if still unused and unexpired, the account's address counts as
   * proved (its first proof is kept) and the user's other links go. A link for an address the account no longer has
   * proves nothing and answers `unknown`.
   */
  consume(tokenHash: string, now: Date): Promise<VerifyOutcome>;
}
