import { normalizeEmail } from '../email-address';
import { type AttemptLimit, AttemptLimiter } from './attempt-limiter';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/** Sign-in: 5 failures per account and 20 per address in 15 minutes; successes are not counted. */
export const SIGN_IN_LIMITS = {
  perAccount: { limit: 5, windowMs: FIFTEEN_MINUTES_MS },
  perAddress: { limit: 20, windowMs: FIFTEEN_MINUTES_MS },
} as const;

/** Sign-up: every attempt counts, 5 per e-mail address and 30 per client address in 15 minutes. */
export const SIGN_UP_LIMITS = {
  perAccount: { limit: 5, windowMs: FIFTEEN_MINUTES_MS },
  perAddress: { limit: 30, windowMs: FIFTEEN_MINUTES_MS },
} as const;

/** Password reset requests: 5 per e-mail and 20 per client address in 15 minutes. */
export const PASSWORD_RESET_LIMITS = {
  perAccount: { limit: 5, windowMs: FIFTEEN_MINUTES_MS },
  perAddress: { limit: 20, windowMs: FIFTEEN_MINUTES_MS },
} as const;

/** Google and Apple sign-in: 10 refused id_tokens per client address in 15 minutes. */
export const SOCIAL_SIGN_IN_FAILURE_LIMIT: AttemptLimit = { limit: 10, windowMs: FIFTEEN_MINUTES_MS };

/**
 * Per-account and per-client-address limits on one kind of attempt. The account key is the e-mail as typed
 * (normalised), whether or not such an account exists, so unknown e-mails are throttled exactly like known ones.
 */
export class AccountThrottle {
  readonly #perAccount: AttemptLimiter;
  readonly #perAddress: AttemptLimiter;

  constructor(limits: { readonly perAccount: AttemptLimit; readonly perAddress: AttemptLimit }) {
    this.#perAccount = new AttemptLimiter(limits.perAccount);
    this.#perAddress = new AttemptLimiter(limits.perAddress);
  }

  /** Seconds to wait before this address may try this e-mail again; 0 when it may try now. */
  retryAfterSeconds(address: string, email: string, now: Date): number {
    return Math.max(
      this.#perAccount.retryAfterSeconds(normalizeEmail(email), now),
      this.#perAddress.retryAfterSeconds(address, now),
    );
  }

  /** Counts an attempt (a failure, for sign-in) against both the e-mail and the address. */
  record(address: string, email: string, now: Date): void {
    this.#perAccount.record(normalizeEmail(email), now);
    this.#perAddress.record(address, now);
  }

  /** Clears the e-mail's count after a success; the address keeps its count. */
  forgetAccount(email: string): void {
    this.#perAccount.reset(normalizeEmail(email));
  }
}
