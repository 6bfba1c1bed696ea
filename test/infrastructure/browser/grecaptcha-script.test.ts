import { describe, expect, it } from 'vitest';
import type { Grecaptcha } from '#infrastructure/browser/grecaptcha-captcha';
import { GrecaptchaCaptcha } from '#infrastructure/browser/grecaptcha-captcha';
import { grecaptchaScriptLoader } from '#infrastructure/browser/grecaptcha-script';
import { fakeScriptPage } from '#test/support/fakes/fake-script-document';

const WORKING: Grecaptcha = {
  ready: (callback) => callback(),
  execute: async (_key, { action }) => `token-for-${action}`,
};

/** A document that keeps the scripts added to its head, and a global the "script" sets when it loads. */
const page = () => {
  const fake = fakeScriptPage<Grecaptcha>();
  return { ...fake, runScript: (index: number) => fake.run(index, WORKING) };
};

describe("grecaptchaScriptLoader (Google's reCAPTCHA v3 script, loaded once when a token is first asked for)", () => {
  it('adds the script for the site key once, however often it is asked, and answers its global', async () => {
    const { document, scripts, loaded, runScript } = page();
    const load = grecaptchaScriptLoader(document, loaded);

    const first = load('site key/1');
    const second = load('site key/1');
    expect(scripts.map((script) => [script.src, script.async])).toEqual([
      ['https://www.google.com/recaptcha/api.js?render=site%20key%2F1', true],
    ]);
    runScript(0);

    expect(await first).toBeDefined();
    expect(await second).toBe(await first);
    expect(await load('site key/1')).toBe(await first);
    expect(scripts).toHaveLength(1);
  });

  it('answers nothing when the script fails, and tries again on the next ask', async () => {
    const { document, scripts, loaded, runScript } = page();
    const load = grecaptchaScriptLoader(document, loaded);

    const failed = load('key');
    scripts[0]?.fire('error');
    expect(await failed).toBeUndefined();

    const retried = load('key');
    runScript(1);
    expect(await retried).toBeDefined();
    expect(scripts).toHaveLength(2);
  });

  it("gives GrecaptchaCaptcha its token once loaded, and 'Recaptcha has not been loaded' when the script fails", async () => {
    const working = page();
    const captcha = new GrecaptchaCaptcha({
      siteKey: 'key',
      grecaptcha: grecaptchaScriptLoader(working.document, working.loaded),
    });
    const token = captcha.token('login');
    await Promise.resolve();
    working.runScript(0);
    expect(await token).toEqual({ ok: true, value: 'token-for-login' });

    const broken = page();
    const failing = new GrecaptchaCaptcha({
      siteKey: 'key',
      grecaptcha: grecaptchaScriptLoader(broken.document, broken.loaded),
    });
    const refused = failing.token('login');
    await Promise.resolve();
    broken.scripts[0]?.fire('error');
    expect(await refused).toEqual({
      ok: false,
      error: { code: 'CAPTCHA.UNAVAILABLE', reason: 'Recaptcha has not been loaded' },
    });
  });
});
