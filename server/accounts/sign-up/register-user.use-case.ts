import { randomUUID } from 'node:crypto';
import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { type FieldError, invalidField, type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { AccountView, AccountViews } from '../account-views.port';
import { emailLogTag } from '../email-address';
import type { PasswordHasher } from '../password/password-hasher';
import { hashPassword } from '../password/password-text';
import { logSecurityEvent } from '../security-log';
import type { IssuedTokens } from '../session/session-store.port';
import type { SignInSessions } from '../session/sign-in-sessions.port';
import type { AccountThrottle } from '../throttle/account-throttle';
import type { UserRepository } from '../user-repository.port';
import type { VerificationMail } from './verification-mail.port';

export interface RegisterUserDeps {
  readonly users: Pick<UserRepository, 'findByEmail'>;
  readonly hasher: Pick<PasswordHasher, 'hash'>;
  /** Every well-formed sign-up, per e-mail and per client address. */
  readonly throttle: AccountThrottle;
  readonly signIns: Pick<SignInSessions, 'register'>;
  readonly views: AccountViews;
  /** The link that proves the new account's address, mailed after the answer. */
  readonly verification: VerificationMail;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface RegisterUserInput {
  readonly email: string;
  /** Already checked against the password policy. */
  readonly password: string;
  /** The catalogue the request names; it must be the market's. */
  readonly catalogId: string;
  readonly marketingConsent: boolean;
  readonly market: Market;
  /** The browser's device id; a sign-up without one gets a fresh id. */
  readonly deviceId: string | undefined;
  readonly userAgent: string;
  readonly address: string;
  /** Where the storefront is reached, for the verification mail's link (a trusted origin, never a forged `Host`). */
  readonly origin: string;
}

export interface Registered {
  readonly tokens: IssuedTokens;
  readonly account: AccountView;
}

/**
 * `RegisterUser` (spec §3, §4 "Sign-up then automatic sign-in"): creates the account with an argon2id hash in the
 * market's catalogue and signs it in on this device. Every attempt counts towards the sign-up limits, whatever its
 * outcome; a taken e-mail (also taken by a racing sign-up) is `email`/ALREADY_USED. The address is not proved yet:
 * a verification link is mailed to it, in the market's language.
 */
export class RegisterUser {
  readonly #deps: RegisterUserDeps;

  constructor(deps: RegisterUserDeps) {
    this.#deps = deps;
  }

  async execute(input: RegisterUserInput): Promise<Result<Registered, SharedError>> {
    const { users, hasher, throttle, signIns, views, verification, logger } = this.#deps;
    const now = this.#deps.now();
    const wait = await throttle.retryAfterSeconds(input.address, input.email, now);
    if (wait > 0) return err(tooManyAttempts(wait));
    await throttle.record(input.address, input.email, now);

    const errors: FieldError[] = [];
    if (input.catalogId !== input.market.catalogId) errors.push({ property: 'catalog_id', code: 'INVALID' });
    if (await users.findByEmail(input.email)) errors.push({ property: 'email', code: 'ALREADY_USED' });
    if (errors.length > 0) return err({ code: 'VALIDATION_FAILED', errors });

    const userId = randomUUID();
    const passwordHash = await hashPassword(hasher, input.password);
    const device = { deviceId: input.deviceId ?? randomUUID(), userAgent: input.userAgent };
    const newUser = {
      id: userId,
      email: input.email,
      passwordHash,
      catalogId: input.market.catalogId,
      marketingConsent: input.marketingConsent,
      trackingId: randomUUID(),
      createdAt: now,
    };
    const tokens = await signIns.register(newUser, device, now);
    if (!tokens) return err(invalidField('email', 'ALREADY_USED'));
    logSecurityEvent(logger, 'security.sign_up.success', {
      user_id: userId,
      email_tag: emailLogTag(input.email),
      session_id: tokens.sessionId,
      ip: input.address,
    });
    const account = await views.of(userId, input.market, this.#deps.now());
    if (!account) throw new Error('A new account could not be read back');
    const { email } = account.user;
    verification.mailLater({ userId, email, locale: input.market.locale, origin: input.origin });
    return ok({ tokens, account });
  }
}
