import { normalizeEmail } from '../email-address';
import type { AttemptKey, AttemptLimiter, AttemptLimiters } from './attempt-limiter.port';
import {
  attemptsCounted,
  delaySecondsAfterNewest,
  type GrowingDelay,
  growingDelayMs,
  retryAfterSecondsOf,
} from './attempt-window';

/** How long a failed password counts: long enough to see a guessing run, short enough to forget a bad morning. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failures of one account from anywhere after which the account counts as attacked: from then on every address that
 * has failed on it waits from its first failure. Five is the old lockout's threshold, which now slows the guessing
 * addresses down instead of refusing the owner's right password from an address that never failed.
 */
export const ACCOUNT_FAILURES_BEFORE_DELAYS = 5;

/** On an account not attacked, an address waits from its third failure on it: two typos cost the owner nothing. */
export const PAIR_FAILURES_BEFORE_DELAYS = 3;

/**
 * The wait of an address on an account after a failure, doubling with each of its failures there: 2 s after the
 * first, 4 s, 8 s … A person who mistypes waits seconds; a guessing address reaches the window's length by its tenth
 * failure, and is then refused on that account until its failures age out.
 */
export const PAIR_DELAY: GrowingDelay = { firstMs: 2000, maxMs: SIGN_IN_WINDOW_MS };

/** How many failures of an address on an account are counted: by the tenth its wait is the whole window. */
export const PAIR_FAILURES_COUNTED = 10;

/** Failures of one address across accounts before it waits: a shared address (an office, a NAT) fails now and then. */
export const ADDRESS_FAILURES_BEFORE_DELAYS = 10;

/**
 * The wait of an address after each further failure across accounts: 2 s, doubling, at most a minute, since the
 * others behind a shared address wait too; the limit below stops a spraying address for good.
 */
export const ADDRESS_DELAY: GrowingDelay = { firstMs: 2000, maxMs: 60_000 };

/** Failures of one address across accounts in the window after which it is refused until the oldest leaves it. */
export const ADDRESS_FAILURE_LIMIT = 20;

/** Who enters a password: the e-mail as typed, the client's address and, for a signed-in owner, the session. */
export interface PasswordAttempt {
  readonly email: string;
  readonly address: string;
  /** The session that asks, when a signed-in owner proves the password again (a password change). */
  readonly sessionId?: string;
}

/**
 * Throttles password checks (ASVS 2.2.1, NIST SP 800-63B §5.2.2) without letting anyone lock another person out:
 * failures count per account, per account and address (the pair) and per address. The pair and the address are
 * slowed down by growing delays and finally refused; the account as a whole never is, so the owner's right password
 * from an address that has not been failing signs in while someone else guesses from elsewhere. Guesses spread over
 * many addresses each meet the account's attacked state (a wait from their first failure) and sign-in's captcha.
 *
 * The account key is the e-mail as typed (normalised), whether or not such an account exists, so unknown e-mails are
 * throttled exactly like known ones. A signed-in owner's session counts as a pair of its own too, so a stolen session
 * gains nothing by changing addresses.
 */
export class SignInThrottle {
  readonly #account: AttemptLimiter;
  readonly #pair: AttemptLimiter;
  readonly #address: AttemptLimiter;

  constructor(limiters: AttemptLimiters) {
    // The account's and the pair's limiters only count: neither is asked for a limit's wait, and the account's count
    // only marks it attacked, so no one is refused because of failures made elsewhere.
    this.#account = limiters.limiter('sign-in.account', {
      limit: ACCOUNT_FAILURES_BEFORE_DELAYS,
      windowMs: SIGN_IN_WINDOW_MS,
    });
    this.#pair = limiters.limiter('sign-in.pair', { limit: PAIR_FAILURES_COUNTED, windowMs: SIGN_IN_WINDOW_MS });
    this.#address = limiters.limiter('sign-in.address', { limit: ADDRESS_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS });
  }

  /** Seconds the attempt must wait before its password is checked; 0 when it may be checked now. */
  async retryAfterSeconds(attempt: PasswordAttempt, now: Date): Promise<number> {
    const at = now.getTime();
    const [account, address, ...pairs] = await Promise.all([
      this.#account.recent(normalizeEmail(attempt.email), now),
      this.#address.recent(attempt.address, now),
      ...pairsOf(attempt).map((pair) => this.#pair.recent(pair, now)),
    ]);
    const attacked = attemptsCounted(account, this.#account.rule) >= ACCOUNT_FAILURES_BEFORE_DELAYS;
    const pairWaits = pairs.map((failures) => {
      const failed = attemptsCounted(failures, this.#pair.rule);
      // Each failure of the pair doubles its wait; on an account not attacked, only from the third one on.
      const step = attacked || failed >= PAIR_FAILURES_BEFORE_DELAYS ? failed : 0;
      return delaySecondsAfterNewest(failures, growingDelayMs(step, PAIR_DELAY), at);
    });
    const addressStep = attemptsCounted(address, this.#address.rule) - ADDRESS_FAILURES_BEFORE_DELAYS + 1;
    return Math.max(
      retryAfterSecondsOf(address, this.#address.rule, at),
      delaySecondsAfterNewest(address, growingDelayMs(addressStep, ADDRESS_DELAY), at),
      ...pairWaits,
    );
  }

  /** Counts a wrong password against the account, its pairs and the address. */
  async recordFailure(attempt: PasswordAttempt, now: Date): Promise<void> {
    await Promise.all([
      this.#account.record(normalizeEmail(attempt.email), now),
      this.#address.record(attempt.address, now),
      ...pairsOf(attempt).map((pair) => this.#pair.record(pair, now)),
    ]);
  }

  /**
   * Forgives the attempt's own failures on the account after its right password. The account's count and the other
   * addresses' stay: a success proves this address knows the password, not that the failures elsewhere were its own.
   */
  async recordSuccess(attempt: PasswordAttempt): Promise<void> {
    await Promise.all(pairsOf(attempt).map((pair) => this.#pair.reset(pair)));
  }

  /**
   * Clears every failure counted on the account (its count and all its pairs) once its password was reset or
   * changed: the guesses were at a password that no longer exists. The addresses keep their counts across accounts.
   */
  async forgetAccount(email: string): Promise<void> {
    const account = normalizeEmail(email);
    await Promise.all([this.#account.reset(account), this.#pair.resetGroup(account)]);
  }
}

/** The pairs an attempt counts in, grouped by the account so `forgetAccount` clears them together. */
const pairsOf = (attempt: PasswordAttempt): AttemptKey[] => {
  const group = normalizeEmail(attempt.email);
  return [
    { group, member: `address ${attempt.address}` },
    ...(attempt.sessionId === undefined ? [] : [{ group, member: `session ${attempt.sessionId}` }]),
  ];
};
