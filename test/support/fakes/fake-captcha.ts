import type { CaptchaError } from '#application/auth/auth.errors';
import type { CaptchaPort } from '#application/ports/captcha.port';
import { err, ok, type Result } from '#domain/shared/result';

/** A captcha that hands out one token, or fails as an unloaded reCAPTCHA does; records the actions asked for. */
export class FakeCaptcha implements CaptchaPort {
  readonly actions: string[] = [];
  #answer: Result<string, CaptchaError>;

  constructor(token = 'fake-captcha-token') {
    this.#answer = ok(token);
  }

  unavailable(): this {
    this.#answer = err({ code: 'CAPTCHA.UNAVAILABLE', reason: 'Recaptcha has not been loaded' });
    return this;
  }

  async token(action: string): Promise<Result<string, CaptchaError>> {
    this.actions.push(action);
    return this.#answer;
  }
}
