import { describe, expect, it } from 'vitest';
import type { Grecaptcha } from '#infrastructure/browser/grecaptcha-captcha';
import { GrecaptchaCaptcha } from '#infrastructure/browser/grecaptcha-captcha';
import { grecaptchaScriptLoader } from '#infrastructure/browser/grecaptcha-script';
import type { ScriptDocumentLike, ScriptElementLike } from '#infrastructure/browser/script-loader';

/** A script element that never fetches anything: the test says when it has loaded or failed. */
class FakeScript implements ScriptElementLike {
  src = '';
  async = false;
  readonly #listeners = new Map<string, (() => void)[]>();

  addEventListener(type: 'load' | 'error', listener: () => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  fire(type: 'load' | 'error') {
    for (const listener of this.#listeners.get(type) ?? []) listener();
  }
}

/** A document that keeps the scripts added to its head, and a global the "script" sets when it loads. */
const page = () => {
  const scripts: FakeScript[] = [];
  let global: Grecaptcha | undefined;
  const document: ScriptDocumentLike<FakeScript> = {
    createElement: () => new FakeScript(),
    head: { appendChild: (node) => scripts.push(node) },
  };
  const runScript = (index: number) => {
    global = { ready: (callback) => callback(), execute: async (_key, { action }) => `token-for-${action}` };
    scripts[index]?.fire('load');
  };
  return { document, scripts, loaded: () => global, runScript };
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
