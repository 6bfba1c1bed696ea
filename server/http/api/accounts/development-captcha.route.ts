import { developmentCaptchaRequestSchema } from '#contract/auth.schema';
import type { DevelopmentCaptcha } from '../../../accounts/captcha/development-captcha';
import type { ApiAreaContext } from '../area-context';
import { readJsonObject, validateBody } from '../api-operation';

/**
 * `POST /dev/recaptcha/token { action }` → `{ token }`: the development stand-in for reCAPTCHA's `execute`, served
 * only when no reCAPTCHA secret is configured. Tokens are signed, bound to the action and valid two minutes, once.
 */
export const registerDevelopmentCaptcha = ({ site }: ApiAreaContext, captcha: DevelopmentCaptcha) =>
  site.post('/dev/recaptcha/token', async (c) => {
    const { action } = validateBody(developmentCaptchaRequestSchema, await readJsonObject(c));
    return c.json({ token: captcha.issue(action) }, 200, { 'Cache-Control': 'no-store' });
  });
