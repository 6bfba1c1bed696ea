import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { invalidField, type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { AccountsError } from '../accounts.errors';
import type { AccountView, AccountViews } from '../account-views.port';
import { type CaptchaVerifier, LOGIN_CAPTCHA_ACTION } from '../captcha/captcha-verifier.port';
import { emailLogTag } from '../email-address';
import type { PasswordHasher } from '../password/password-hasher';
import { hashPassword, matchPassword } from '../password/password-text';
import { logSecurityEvent } from '../security-log';
import { endPreviousBrowserSession, type PreviousBrowserSession } from '../session/previous-browser-session';
import { logSessionsEndedByCaps } from '../session/session-caps';
import type { IssuedTokens, SessionStore } from '../session/session-store.port';
import type { SignInDevice, SignInSessions } from '../session/sign-in-sessions.port';
import type { SignInThrottle } from '../throttle/sign-in-throttle';
import type { UserRepository } from '../user-repository.port';

export interface AuthenticateWithPasswordDeps {
  /** `replacePasswordHash` upgrades a hash made before passwords were normalised. */
  readonly users: Pick<UserRepository, 'findByEmail' | 'replacePasswordHash'>;
  readonly hasher: PasswordHasher;
  /** A hash of a random password: an unknown e-mail is verified against it, so both failures cost one verify. */
  readonly dummyHash: Promise<string>;
  readonly captcha: CaptchaVerifier;
  /** Failures per account (the e-mail as typed), per account and client address, and per client address. */
  readonly throttle: SignInThrottle;
  readonly signIns: Pick<SignInSessions, 'open'>;
  readonly sessions: Pick<SessionStore, 'sessionOfRefreshToken' | 'revoke'>;
  readonly views: AccountViews;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface AuthenticateWithPasswordInput {
  readonly email: string;
  readonly password: string;
  /** The catalogue the request names; it must be the market's. */
  readonly catalogId: string;
  readonly captchaToken: string;
  readonly market: Market;
  readonly device: SignInDevice;
  readonly address: string;
  /** A browser's previous session, which ends; null for a script that takes the tokens in the body. */
  readonly browser: PreviousBrowserSession | null;
}

/** A sign-in: the tokens, and for a browser the account as `GET /me` shows it. */
export type PasswordSignIn =
  | { readonly via: 'tokens'; readonly tokens: IssuedTokens }
  | { readonly via: 'browser'; readonly tokens: IssuedTokens; readonly account: AccountView };

/**
 * `AuthenticateForWeb` (spec §7): e-mail and password sign-in behind a captcha and the sign-in throttle, which
 * answers before any check and slows down the addresses that fail without refusing the account to others. Unknown
 * e-mails cost the same argon2 verify as wrong passwords and get the same INVALID_CREDENTIALS. Each success forgives
 * its address's failures on the account and starts a new session on the device, ending the least recently used ones
 * beyond the session caps.
 */
export class AuthenticateWithPassword {
  readonly #deps: AuthenticateWithPasswordDeps;

  constructor(deps: AuthenticateWithPasswordDeps) {
    this.#deps = deps;
  }

  async execute(input: AuthenticateWithPasswordInput): Promise<Result<PasswordSignIn, AccountsError | SharedError>> {
    const { users, hasher, dummyHash, captcha, throttle, logger } = this.#deps;
    const now = this.#deps.now();
    const emailTag = emailLogTag(input.email);
    const attempt = { email: input.email, address: input.address };
    const wait = await throttle.retryAfterSeconds(attempt, now);
    if (wait > 0) {
      logSecurityEvent(logger, 'security.sign_in.throttled', { email_tag: emailTag, ip: input.address });
      return err(tooManyAttempts(wait));
    }
    if (input.catalogId !== input.market.catalogId) return err(invalidField('catalog_id', 'INVALID'));
    if (!(await captcha.verify(input.captchaToken, LOGIN_CAPTCHA_ACTION, input.address)))
      return err(invalidField('recaptcha_token', 'INVALID'));

    const user = await users.findByEmail(input.email);
    // A failure costs the same verifies with or without an account, so timing does not tell which e-mails have one.
    const verified = await matchPassword(hasher, user?.passwordHash ?? (await dummyHash), input.password);
    if (!user || user.passwordHash === null || verified === 'none') {
      await throttle.recordFailure(attempt, now);
      logSecurityEvent(logger, 'security.sign_in.failure', {
        email_tag: emailTag,
        ip: input.address,
        reason: user ? 'wrong-password' : 'unknown-account',
      });
      return err({ code: 'INVALID_CREDENTIALS' });
    }
    await throttle.recordSuccess(attempt);
    // A hash made before passwords were normalised gives way to the normalised one; losing a race to a change is fine.
    if (verified === 'legacy')
      await users.replacePasswordHash(user.id, user.passwordHash, await hashPassword(hasher, input.password));

    const tokens = await this.#deps.signIns.open(user.id, input.device, now);
    logSecurityEvent(logger, 'security.sign_in.success', {
      user_id: user.id,
      email_tag: emailTag,
      session_id: tokens.sessionId,
      device_id: input.device.deviceId,
      ip: input.address,
    });
    logSessionsEndedByCaps(logger, user.id, tokens.endedSessions, input.address);
    if (!input.browser) return ok({ via: 'tokens', tokens });
    await endPreviousBrowserSession(this.#deps.sessions, input.browser, now);
    const account = await this.#deps.views.of(user.id, input.market, this.#deps.now());
    if (!account) throw new Error('A signed-in account could not be read back');
    return ok({ via: 'browser', tokens, account });
  }
}
