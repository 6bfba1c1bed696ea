import { normalizeEmail } from '../email-address';
import type { AttemptLimit, AttemptLimiter, AttemptLimiters } from './attempt-limiter.port';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/** The two limits of one kind of attempt: per account (the e-mail) and per client address. */
export interface AccountLimits {
  readonly perAccount: AttemptLimit;
  readonly perAddress: AttemptLimit;
}

/** Sign-up: every attempt counts, 5 per e-mail address and 30 per client address in 15 minutes. */
export const SIGN_UP_LIMITS: AccountLimits = {
  perAccount: { limit: 5, windowMs: FIFTEEN_MINUTES_MS },
  perAddress: { limit: 30, windowMs: FIFTEEN_MINUTES_MS },
};

/** The sign-up limits with the per-address one a deployment configured (`SIGN_UP_LIMIT_PER_ADDRESS`), if any. */
export const signUpLimits = (perAddress: number | undefined): AccountLimits =>
  perAddress === undefined
    ? SIGN_UP_LIMITS
    : { ...SIGN_UP_LIMITS, perAddress: { ...SIGN_UP_LIMITS.perAddress, limit: perAddress } };

/** Password reset requests: 5 per e-mail and 20 per client address in 15 minutes. */
export const PASSWORD_RESET_LIMITS: AccountLimits = {
  perAccount: { limit: 5, windowMs: FIFTEEN_MINUTES_MS },
  perAddress: { limit: 20, windowMs: FIFTEEN_MINUTES_MS },
};

/** Google and Apple sign-in: 10 refused id_tokens per client address in 15 minutes. */
export const SOCIAL_SIGN_IN_FAILURE_LIMIT: AttemptLimit = { limit: 10, windowMs: FIFTEEN_MINUTES_MS };

/**
 * Per-account and per-client-address limits on one kind of attempt where every attempt counts (sign-up, reset
 * requests); password checks have `SignInThrottle`, which never refuses an account as a whole. The account key is the
 * e-mail as typed (normalised), whether or not such an account exists, so unknown e-mails are throttled exactly like
 * known ones.
 */
export class AccountThrottle {
  readonly #perAccount: AttemptLimiter;
  readonly #perAddress: AttemptLimiter;

  /** The throttle `scope` names (`sign-up`), counting in the limiters' shared store. */
  constructor(limiters: AttemptLimiters, scope: string, limits: AccountLimits) {
    this.#perAccount = limiters.limiter(`${scope}.account`, limits.perAccount);
    this.#perAddress = limiters.limiter(`${scope}.address`, limits.perAddress);
  }

  /** Seconds to wait before this address may try this e-mail again; 0 when it may try now. */
  async retryAfterSeconds(address: string, email: string, now: Date): Promise<number> {
    const [account, client] = await Promise.all([
      this.#perAccount.retryAfterSeconds(normalizeEmail(email), now),
      this.#perAddress.retryAfterSeconds(address, now),
    ]);
    return Math.max(account, client);
  }

  /** Counts an attempt against both the e-mail and the address. */
  async record(address: string, email: string, now: Date): Promise<void> {
    await Promise.all([this.#perAccount.record(normalizeEmail(email), now), this.#perAddress.record(address, now)]);
  }
}
