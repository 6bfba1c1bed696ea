import type { CaptchaError } from '../auth/auth.errors';
import type { Result } from '#domain/shared/result';

/** Spec §7: a captcha token for an action (sign-in asks for `login`), from reCAPTCHA or the server's stand-in. */
export interface CaptchaPort {
  token(action: string): Promise<Result<string, CaptchaError>>;
}
