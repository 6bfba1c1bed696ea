import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AttemptLimit, AttemptLimiter, AttemptLimiters } from '../throttle/attempt-limiter.port';
import type { CaptchaVerifier } from './captcha-verifier.port';

/** How long a development token stays valid, like a reCAPTCHA token (two minutes). */
export const DEVELOPMENT_CAPTCHA_TTL_MS = 2 * 60 * 1000;

const ACTION = /^[A-Za-z_/]{1,64}$/;
const TOKEN = /^dev1\.([A-Za-z_/]{1,64})\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** The scope spent nonces are counted under in the attempt limiters' store. */
export const SPENT_CAPTCHA_SCOPE = 'development-captcha.spent';

/**
 * A nonce is spent once it has been presented twice. The window, counted back from the token's expiry, is longer
 * than a token lives, so it holds every time the token was presented.
 */
const SPENT: AttemptLimit = { limit: 2, windowMs: 2 * DEVELOPMENT_CAPTCHA_TTL_MS };

export interface DevelopmentCaptchaDeps {
  readonly now: () => Date;
  /** The signing key; one of its own unless given (every process of a server is given the same). */
  readonly key?: Buffer;
  /** Where presented nonces are counted: shared by every process that verifies these tokens. */
  readonly spent: AttemptLimiters;
}

/**
 * The captcha of a server without a reCAPTCHA secret: it issues tokens for an action, HMAC-signed with a key kept in
 * memory, valid two minutes and once, and checks them exactly as strictly as the real verifier.
 */
export class DevelopmentCaptcha implements CaptchaVerifier {
  readonly #key: Buffer;
  readonly #now: () => Date;
  /** The nonces presented, counted where every process sees them: a token works once, as reCAPTCHA's do. */
  readonly #spent: AttemptLimiter;

  constructor(deps: DevelopmentCaptchaDeps) {
    this.#now = deps.now;
    this.#key = deps.key ?? randomBytes(32);
    this.#spent = deps.spent.limiter(SPENT_CAPTCHA_SCOPE, SPENT);
  }

  /** A token for the action, or null when the action name is not acceptable. */
  issue(action: string): string | null {
    if (!ACTION.test(action)) return null;
    const expires = this.#now().getTime() + DEVELOPMENT_CAPTCHA_TTL_MS;
    const payload = `dev1.${action}.${expires}.${randomBytes(12).toString('base64url')}`;
    return `${payload}.${this.#sign(payload)}`;
  }

  async verify(token: string, expectedAction: string): Promise<boolean> {
    const match = TOKEN.exec(token);
    if (!match) return false;
    const [, action, expires, nonce, signature] = match as unknown as [string, string, string, string, string];
    const expected = Buffer.from(this.#sign(token.slice(0, token.lastIndexOf('.'))));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return false;
    const now = this.#now().getTime();
    if (action !== expectedAction || Number(expires) <= now) return false;
    // Counted, then read back: when two processes are given the same token at once, whichever reads last sees both
    // presentations and refuses (both may refuse, never both accept). It is read as of the token's expiry, so that a
    // presentation another process stamped a moment later than this one still counts.
    await this.#spent.record(nonce, new Date(now));
    return (await this.#spent.retryAfterSeconds(nonce, new Date(Number(expires)))) === 0;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url');
  }
}
