import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { AccountView, AccountViews } from '../../accounts/account-views.port';
import { logSecurityEvent } from '../../accounts/security-log';
import {
  endPreviousBrowserSession,
  type PreviousBrowserSession,
} from '../../accounts/session/previous-browser-session';
import { logSessionsEndedByCaps } from '../../accounts/session/session-caps';
import type { SignInDevice, SignInSessions } from '../../accounts/session/sign-in-sessions.port';
import type { AttemptLimiter } from '../../accounts/throttle/attempt-limiter.port';
import type { IssuedTokens, SessionStore } from '../../accounts/session/session-store.port';
import type { SocialProvider } from '../../db/tables/identity.tables';
import type { Logger } from '../../logging/logger';
import { invalidField, type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { IdentityError } from '../identity.errors';
import { IdentityProviderUnavailable, type IdTokenVerifier } from './id-token-verifier.port';
import { nonceBinds } from './nonce-binding';
import type { NewSocialAccount, SocialAccountRepository } from './social-account-repository.port';
import type { SpentIdTokens } from './spent-id-tokens.port';

export interface SignInWithProviderDeps {
  readonly provider: SocialProvider;
  /** Null when the provider is not offered here (no client id, and no development stand-in). */
  readonly verifier: IdTokenVerifier | null;
  readonly accounts: SocialAccountRepository;
  /** The id_tokens that signed in already, on every process: each signs in once. */
  readonly spent: SpentIdTokens;
  readonly signIns: Pick<SignInSessions, 'open'>;
  readonly sessions: Pick<SessionStore, 'sessionOfRefreshToken' | 'revoke'>;
  readonly views: AccountViews;
  /** Refused id_tokens per client address. */
  readonly failures: AttemptLimiter;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface SignInWithProviderInput {
  readonly idToken: string;
  /**
   * The value the browser kept when it asked the provider for the token (`nonce-binding.ts`); when given, the token's
   * `nonce` claim must be its hash.
   */
  readonly nonce?: string;
  /** This server's origin as the request named it (the development provider's issuer lives there). */
  readonly origin: string;
  /** The catalogue the request names; it must be the market's. */
  readonly catalogId: string;
  readonly market: Market;
  readonly termsAccepted: boolean;
  readonly marketingConsent: boolean;
  readonly device: SignInDevice;
  readonly address: string;
  /** The session the browser held before; it ends, so one browser holds one session. */
  readonly previous: PreviousBrowserSession;
}

export interface ProviderSignIn {
  readonly account: AccountView;
  readonly tokens: IssuedTokens;
  /** Whether the sign-in made the account. */
  readonly created: boolean;
}

/**
 * SignInWithGoogleForWeb / SignInWithAppleForWeb (spec §6, §7): a trusted id_token with a verified address signs
 * in the linked account, or the account with that address (linking it), or a new one when the terms were accepted.
 * A token signs in once, and only the browser it was bound to when that browser names its nonce; a replayed or
 * unbound token is refused as an untrusted one. Refused id_tokens are limited per address; a missing acceptance of
 * the terms is not a refusal.
 */
export class SignInWithProvider {
  readonly #deps: SignInWithProviderDeps;

  constructor(deps: SignInWithProviderDeps) {
    this.#deps = deps;
  }

  async execute(input: SignInWithProviderInput): Promise<Result<ProviderSignIn, IdentityError | SharedError>> {
    const { provider, verifier, accounts, spent, failures, now, logger } = this.#deps;
    if (input.catalogId !== input.market.catalogId) return err(invalidField('catalog_id', 'INVALID'));
    const wait = await failures.retryAfterSeconds(input.address, now());
    if (wait > 0) return err(tooManyAttempts(wait));
    if (!verifier) return err({ code: 'PROVIDER_NOT_CONFIGURED', provider });

    let token;
    try {
      token = await verifier.verify(input.idToken, { origin: input.origin, now: now() });
    } catch (error) {
      if (error instanceof IdentityProviderUnavailable)
        return err({ code: 'IDENTITY_PROVIDER_UNAVAILABLE', detail: error.message });
      throw error;
    }
    if (!token) return this.#refuse(input, 'invalid-id-token');
    if (input.nonce !== undefined && !nonceBinds(token.nonce, input.nonce))
      return this.#refuse(input, 'nonce-mismatch');

    const create: NewSocialAccount | null = input.termsAccepted
      ? { catalogId: input.market.catalogId, marketingConsent: input.marketingConsent }
      : null;
    const resolve = () => accounts.resolve(provider, token, create, now());
    // Two first sign-ins of one person at once: the loser's insert conflicts, and a second look finds the winner's.
    const outcome = await resolve().catch(resolve);
    if (outcome.kind === 'absent') return err(invalidField('terms_of_service', 'REQUIRED'));
    if (outcome.kind === 'existing' && outcome.claimed)
      logSecurityEvent(logger, 'security.account.claimed', {
        user_id: outcome.userId,
        ip: input.address,
        provider,
        reason: `unverified-email:sessions-ended:${outcome.claimed.sessionsRevoked}`,
      });
    // Spent only now, so a first sign-in sent back for the terms may come again with the same token. A replay changes
    // nothing above: the token's first use already linked or made the account it finds.
    if (!(await spent.spend(provider, token.tokenId, token.expiresAt, now())))
      return this.#refuse(input, 'replayed-id-token');
    return ok(await this.#openSession(input, outcome.userId, outcome.kind === 'created'));
  }

  /** A token not to be trusted, whatever the reason: counted for the address, logged with why, answered alike. */
  async #refuse(input: SignInWithProviderInput, reason: string): Promise<Result<never, IdentityError>> {
    const { provider, failures, now, logger } = this.#deps;
    await failures.record(input.address, now());
    logSecurityEvent(logger, 'security.sign_in.failure', { ip: input.address, provider, reason });
    return err({ code: 'INVALID_ID_TOKEN' });
  }

  async #openSession(input: SignInWithProviderInput, userId: string, created: boolean): Promise<ProviderSignIn> {
    const { provider, signIns, sessions, views, now, logger } = this.#deps;
    const at = now();
    const tokens = await signIns.open(userId, input.device, at);
    logSecurityEvent(logger, 'security.sign_in.success', {
      user_id: userId,
      session_id: tokens.sessionId,
      device_id: input.device.deviceId,
      ip: input.address,
      provider,
    });
    logSessionsEndedByCaps(logger, userId, tokens.endedSessions, input.address);
    const account = await views.of(userId, input.market, now());
    if (!account) throw new Error('A signed-in account could not be read back');
    await endPreviousBrowserSession(sessions, input.previous, at);
    return { account, tokens, created };
  }
}
