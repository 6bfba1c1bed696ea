import type { SocialProvider } from '../../db/tables/identity.tables';

/**
 * The id_tokens that already signed someone in, remembered until they expire where every process and instance on the
 * database sees them: an id_token signs in once, so a copy (a leaked fragment, a log, a proxy) is worth nothing.
 */
export interface SpentIdTokens {
  /**
   * Spends the token (named as `VerifiedIdToken.tokenId`): true the first time, false when it was spent before. One
   * atomic step, so of two uses at once, on any processes, exactly one gets true.
   */
  spend(provider: SocialProvider, tokenId: string, expiresAt: Date, now: Date): Promise<boolean>;
}
