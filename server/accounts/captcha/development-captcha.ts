import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaptchaVerifier } from './captcha-verifier.port';

/** How long a development token stays valid, like a reCAPTCHA token (two minutes). */
export const DEVELOPMENT_CAPTCHA_TTL_MS = 2 * 60 * 1000;

const ACTION = /^[A-Za-z_/]{1,64}$/;
const TOKEN = /^dev1\.([A-Za-z_/]{1,64})\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/**
 * The captcha of a server without a reCAPTCHA secret: it issues tokens for an action, HMAC-signed with a key made at
 * start and kept in memory, valid two minutes and once, and checks them exactly as strictly as the real verifier.
 */
export class DevelopmentCaptcha implements CaptchaVerifier {
  readonly #key: Buffer;
  readonly #now: () => Date;
  /** Nonces already verified, with their expiry: a token works once, as reCAPTCHA's do. */
  readonly #spent = new Map<string, number>();

  constructor(deps: { readonly now: () => Date; readonly key?: Buffer }) {
    this.#now = deps.now;
    this.#key = deps.key ?? randomBytes(32);
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
    this.#forgetExpired(now);
    if (this.#spent.has(nonce)) return false;
    this.#spent.set(nonce, Number(expires));
    return true;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url');
  }

  #forgetExpired(now: number) {
    for (const [nonce, expires] of this.#spent) if (expires <= now) this.#spent.delete(nonce);
  }
}
