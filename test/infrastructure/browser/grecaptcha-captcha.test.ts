import { describe, expect, it } from 'vitest';
import { type Grecaptcha, GrecaptchaCaptcha } from '#infrastructure/browser/grecaptcha-captcha';

/** reCAPTCHA v3's global as the script leaves it: ready at once, a token per site key and action. */
const loaded = (): Grecaptcha & { calls: [string, string][] } => {
  const calls: [string, string][] = [];
  return {
    calls,
    ready: (callback) => callback(),
    execute: async (siteKey, { action }) => {
      calls.push([siteKey, action]);
      return `token-for-${action}`;
    },
  };
};

describe('GrecaptchaCaptcha (spec §7 captcha action, §8 captcha errors)', () => {
  it('asks reCAPTCHA for a token for the action with the site key', async () => {
    const grecaptcha = loaded();
    const captcha = new GrecaptchaCaptcha({ siteKey: 'site-key', grecaptcha: () => grecaptcha });
    expect(await captcha.token('login')).toEqual({ ok: true, value: 'token-for-login' });
    expect(grecaptcha.calls).toEqual([['site-key', 'login']]);
  });

  it('says the site key is not defined when none is configured', async () => {
    const captcha = new GrecaptchaCaptcha({ siteKey: undefined, grecaptcha: loaded });
    expect(await captcha.token('login')).toEqual({
      ok: false,
      error: { code: 'CAPTCHA.UNAVAILABLE', reason: 'ReCaptcha sitekey is not defined' },
    });
  });

  it('says reCAPTCHA has not been loaded when its script is missing or fails', async () => {
    const missing = new GrecaptchaCaptcha({ siteKey: 'site-key', grecaptcha: () => undefined });
    const failing = new GrecaptchaCaptcha({
      siteKey: 'site-key',
      grecaptcha: () => ({ ready: (callback) => callback(), execute: () => Promise.reject(new Error('blocked')) }),
    });
    const notLoaded = { ok: false, error: { code: 'CAPTCHA.UNAVAILABLE', reason: 'Recaptcha has not been loaded' } };
    expect(await missing.token('login')).toEqual(notLoaded);
    expect(await failing.token('login')).toEqual(notLoaded);
  });
});
