import type { CaptchaError } from '#application/auth/auth.errors';
import type { CaptchaPort } from '#application/ports/captcha.port';
import { err, ok, type Result } from '#domain/shared/result';

/** The part of Google's reCAPTCHA v3 script this adapter calls. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface GrecaptchaCaptchaDeps {
  readonly siteKey: string | undefined;
  /** The script's global (`window.grecaptcha`), once its loader has brought it for the site key; undefined if it failed. */
  readonly grecaptcha: (siteKey: string) => Grecaptcha | undefined | Promise<Grecaptcha | undefined>;
}

const unavailable = (reason: string): CaptchaError => ({ code: 'CAPTCHA.UNAVAILABLE', reason });

/** CaptchaPort over reCAPTCHA v3 in the browser (spec §8 names its two failures). */
export class GrecaptchaCaptcha implements CaptchaPort {
  readonly #deps: GrecaptchaCaptchaDeps;

  constructor(deps: GrecaptchaCaptchaDeps) {
    this.#deps = deps;
  }

  async token(action: string): Promise<Result<string, CaptchaError>> {
    const { siteKey } = this.#deps;
    if (!siteKey) return err(unavailable('ReCaptcha sitekey is not defined'));
    const grecaptcha = await this.#deps.grecaptcha(siteKey);
    if (!grecaptcha) return err(unavailable('Recaptcha has not been loaded'));
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    try {
      return ok(await grecaptcha.execute(siteKey, { action }));
    } catch {
      return err(unavailable('Recaptcha has not been loaded'));
    }
  }
}
