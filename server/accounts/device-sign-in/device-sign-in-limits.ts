import type { AttemptLimit, AttemptLimiter, AttemptLimiters } from '../throttle/attempt-limiter.port';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Starts per client address: a command line starts a handful; more fill the table with codes to guess among. */
export const DEVICE_SIGN_IN_START_LIMIT: AttemptLimit = { limit: 10, windowMs: FIFTEEN_MINUTES_MS };

/**
 * User codes an account may look up or decide without finding a pending sign-in: with ~34 bits a code, a handful an
 * hour leaves a stolen session no useful chance of guessing someone else's device in.
 */
export const WRONG_USER_CODE_LIMIT: AttemptLimit = { limit: 5, windowMs: HOUR_MS };

/** Starts counted by client address. */
export const deviceSignInStarts = (limiters: AttemptLimiters): AttemptLimiter =>
  limiters.limiter('device-sign-in.start.address', DEVICE_SIGN_IN_START_LIMIT);

/** Wrong user codes counted by account, whether looked up (the confirming page) or decided. */
export const wrongUserCodes = (limiters: AttemptLimiters): AttemptLimiter =>
  limiters.limiter('device-sign-in.wrong-code.account', WRONG_USER_CODE_LIMIT);
