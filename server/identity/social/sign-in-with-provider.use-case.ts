import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { AccountView, AccountViews } from '../../accounts/account-views.port';
import { logSecurityEvent } from '../../accounts/security-log';
import {
  endPreviousBrowserSession,
  type PreviousBrowserSession,
} from '../../accounts/session/previous-browser-session';
import type { SignInDevice, SignInSessions } from '../../accounts/session/sign-in-sessions.port';
import type { AttemptLimiter } from '../../accounts/throttle/attempt-limiter.port';
import type { IssuedTokens, SessionStore } from '../../accounts/session/session-store.port';
import type { SocialProvider } from '../../db/tables/identity.tables';
import type { Logger } from '../../logging/logger';
import { invalidField, type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { IdentityError } from '../identity.errors';
import { IdentityProviderUnavailable, type IdTokenVerifier } from './id-token-verifier.port';
import type { NewSocialAccount, SocialAccountRepository } from './social-account-repository.port';

export interface SignInWithProviderDeps {
  readonly provider: SocialProvider;
  /** Null when the provider is not offered here (no client id, and no development stand-in). */
  readonly verifier: IdTokenVerifier | null;
  readonly accounts: SocialAccountRepository;
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
 * Refused id_tokens are limited per address; a missing acceptance of the terms is not a refusal.
 */
export class SignInWithProvider {
  readonly #deps: SignInWithProviderDeps;

  constructor(deps: SignInWithProviderDeps) {
    this.#deps = deps;
  }

  async execute(input: SignInWithProviderInput): Promise<Result<ProviderSignIn, IdentityError | SharedError>> {
    const { provider, verifier, accounts, failures, now, logger } = this.#deps;
    if (input.catalogId !== input.market.catalogId) return err(invalidField('catalog_id', 'INVALID'));
    const wait = await failures.retryAfterSeconds(input.address, now());
    if (wait > 0) return err(tooManyAttempts(wait));
    if (!verifier) return err({ code: 'PROVIDER_NOT_CONFIGURED', provider });

    let identity;
    try {
      identity = await verifier.verify(input.idToken, { origin: input.origin, now: now() });
    } catch (error) {
      if (error instanceof IdentityProviderUnavailable)
        return err({ code: 'IDENTITY_PROVIDER_UNAVAILABLE', detail: error.message });
      throw error;
    }
    if (!identity) {
      await failures.record(input.address, now());
      logSecurityEvent(logger, 'security.sign_in.failure', { ip: input.address, provider, reason: 'invalid-id-token' });
      return err({ code: 'INVALID_ID_TOKEN' });
    }

    const create: NewSocialAccount | null = input.termsAccepted
      ? { catalogId: input.market.catalogId, marketingConsent: input.marketingConsent }
      : null;
    const resolve = () => accounts.resolve(provider, identity, create, now());
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
    return ok(await this.#openSession(input, outcome.userId, outcome.kind === 'created'));
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
    const account = await views.of(userId, input.market, now());
    if (!account) throw new Error('A signed-in account could not be read back');
    await endPreviousBrowserSession(sessions, input.previous, at);
    return { account, tokens, created };
  }
}
