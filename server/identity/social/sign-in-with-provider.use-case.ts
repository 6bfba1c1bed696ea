import type { SocialProvider } from '../../db/tables/identity.tables';
import type { IdTokenVerifier } from './id-token-verifier.port';
import type { KyselySocialAccountRepository, NewSocialAccount } from './kysely-social-account-repository';

export interface SignInWithProviderInput {
  readonly idToken: string;
  readonly origin: string;
  readonly termsAccepted: boolean;
  readonly newAccount: NewSocialAccount;
}

export type SignInWithProviderResult =
  | {
      readonly ok: true;
      readonly userId: string;
      readonly created: boolean;
      /** Sessions ended because the account's unproved address was claimed by this identity; null when none was. */
      readonly claimed: { readonly sessionsRevoked: number } | null;
    }
  | { readonly ok: false; readonly problem: 'INVALID_ID_TOKEN' | 'TERMS_NOT_ACCEPTED' };

/**
 * SignInWithGoogleForWeb / SignInWithAppleForWeb (spec §6, §7): a trusted id_token with a verified address signs
 * in the linked account, or the account with that address (linking it), or a new one when the terms were accepted.
 */
export class SignInWithProvider {
  constructor(
    private readonly deps: {
      readonly provider: SocialProvider;
      readonly verifier: IdTokenVerifier;
      readonly accounts: KyselySocialAccountRepository;
      readonly now: () => Date;
    },
  ) {}

  async execute(input: SignInWithProviderInput): Promise<SignInWithProviderResult> {
    const identity = await this.deps.verifier.verify(input.idToken, { origin: input.origin, now: this.deps.now() });
    if (!identity) return { ok: false, problem: 'INVALID_ID_TOKEN' };
    const create = input.termsAccepted ? input.newAccount : null;
    const resolve = () => this.deps.accounts.resolve(this.deps.provider, identity, create, this.deps.now());
    // Two first sign-ins of one person at once: the loser's insert conflicts, and a second look finds the winner's.
    const outcome = await resolve().catch(resolve);
    if (outcome.kind === 'absent') return { ok: false, problem: 'TERMS_NOT_ACCEPTED' };
    if (outcome.kind === 'created') return { ok: true, userId: outcome.userId, created: true, claimed: null };
    return { ok: true, userId: outcome.userId, created: false, claimed: outcome.claimed };
  }
}
