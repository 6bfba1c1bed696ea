import type { SocialProvider } from '../../db/tables/identity.tables';
import type { VerifiedIdentity } from './id-token-verifier.port';

export interface NewSocialAccount {
  readonly catalogId: string;
  readonly marketingConsent: boolean;
}

export type SocialAccountOutcome =
  | {
      readonly kind: 'existing';
      readonly userId: string;
      /**
       * The provider identity was linked to an account whose address nobody had proved: its sessions were ended and
       * its password removed (how many sessions ended; null when nothing had to be taken back).
       */
      readonly claimed: { readonly sessionsRevoked: number } | null;
    }
  | { readonly kind: 'created'; readonly userId: string }
  /** No account yet, and none may be made (the terms were not accepted). */
  | { readonly kind: 'absent' };

/** Why sessions ended when a verified identity took over an account with an unproved address. */
export const UNVERIFIED_ACCOUNT_CLAIMED = 'unverified-account-claimed';

/** Links Google and Apple accounts to ours, making an account when the address has none. */
export interface SocialAccountRepository {
  /**
   * The account of a provider identity: the one already linked, else the one with the verified address (linked now;
   * claimed when its address was never proved), else a new one without a password when `create` is given.
   */
  resolve(
    provider: SocialProvider,
    identity: VerifiedIdentity,
    create: NewSocialAccount | null,
    now: Date,
  ): Promise<SocialAccountOutcome>;
}
