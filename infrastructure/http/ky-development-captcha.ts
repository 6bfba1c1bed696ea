import type { KyInstance } from 'ky';
import type { CaptchaError } from '#application/auth/auth.errors';
import type { CaptchaPort } from '#application/ports/captcha.port';
import { err, ok, type Result } from '#domain/shared/result';
import { developmentCaptchaTokenSchema } from '#contract/auth.schema';
import { isRemoteFailure } from './http-failure';

const unavailable = (reason: string): CaptchaError => ({ code: 'CAPTCHA.UNAVAILABLE', reason });

/**
 * CaptchaPort for a storefront with no reCAPTCHA site key: the reference server's development stand-in
 * (`POST /dev/recaptcha/token { action }`), whose tokens its development verifier accepts once, for two minutes.
 */
export class KyDevelopmentCaptcha implements CaptchaPort {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  async token(action: string): Promise<Result<string, CaptchaError>> {
    try {
      const body = await this.#http.post('dev/recaptcha/token', { json: { action } }).json();
      const parsed = developmentCaptchaTokenSchema.safeParse(body);
      return parsed.success ? ok(parsed.data.token) : err(unavailable('Recaptcha has not been loaded'));
    } catch (error) {
      if (isRemoteFailure(error)) return err(unavailable('Recaptcha has not been loaded'));
      throw error;
    }
  }
}
