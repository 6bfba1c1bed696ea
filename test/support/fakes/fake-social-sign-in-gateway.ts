import { createHash, randomUUID } from 'node:crypto';
import type { SocialSignInError } from '#application/auth/auth.errors';
import type { IdentityProvider } from '#application/ports/identity-provider.port';
import type {
  SocialSignInAnswer,
  SocialSignInGateway,
  SocialSignInRequest,
} from '#application/ports/social-sign-in-gateway.port';
import { err, ok, type Result } from '#domain/shared/result';
import { aUser } from '../mothers/user.mother';
import type { FakeSessionGateway } from './fake-session-gateway';

const PREFIX = 'fake-id-token';

/** The `nonce` claim a provider puts in a token asked for with the browser's value: its SHA-256 (hex). */
export const nonceClaimOf = (nonce: string): string => createHash('sha256').update(nonce, 'utf8').digest('hex');

/**
 * The API's social sign-in in memory: it trusts only tokens it issued itself (`issue`), each once, bound to the nonce
 * when one is sent; an unknown e-mail makes a new account (created), a known one signs in; either signs the session in.
 */
export class FakeSocialSignInGateway implements SocialSignInGateway {
  readonly #session: FakeSessionGateway;
  readonly #accounts = new Set<string>();
  readonly #spent = new Set<string>();
  #failure: SocialSignInError | null = null;
  readonly requests: SocialSignInRequest[] = [];

  constructor(session: FakeSessionGateway) {
    this.#session = session;
  }

  /** A token the provider would hand back for the address, with `nonceClaim` as its nonce claim. */
  issue(provider: IdentityProvider, email: string, nonceClaim = ''): string {
    return [PREFIX, provider, encodeURIComponent(email), nonceClaim, randomUUID()].join(':');
  }

  failWith(error: SocialSignInError): this {
    this.#failure = error;
    return this;
  }

  async signIn(request: SocialSignInRequest): Promise<Result<SocialSignInAnswer, SocialSignInError>> {
    this.requests.push(request);
    if (this.#failure) return err(this.#failure);
    const [prefix, provider, email, claim] = request.token.idToken.split(':');
    const bound = request.token.nonce === undefined || claim === nonceClaimOf(request.token.nonce);
    if (
      prefix !== PREFIX ||
      provider !== request.provider ||
      !email ||
      !bound ||
      this.#spent.has(request.token.idToken)
    )
      return err({ code: 'AUTH.ID_TOKEN_REJECTED' });
    this.#spent.add(request.token.idToken);
    const address = decodeURIComponent(email);
    const created = !this.#accounts.has(address);
    this.#accounts.add(address);
    this.#session.signedInAs(aUser({ email: address, hasMarketingConsent: created && request.marketingConsent }));
    return ok({ created });
  }
}
