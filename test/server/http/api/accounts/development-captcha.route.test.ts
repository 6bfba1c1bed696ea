import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ACCOUNTS_CONFIG } from '#server/config';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

describe('POST /dev/recaptcha/token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 30_000);
  afterAll(() => t?.close());

  const post = (app: TestApp, body: unknown) =>
    app.app.request('/dev/recaptcha/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('issues a signed token for an action, never cached', async () => {
    const res = await post(t, { action: 'login' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^dev1\.login\.\d+\.[\w-]{16}\.[\w-]{43}$/);
  });

  it('answers 422 to a missing or odd action and 400 to a body that is not JSON', async () => {
    expect((await post(t, {})).status).toBe(422);
    expect((await post(t, { action: 'log in <script>' })).status).toBe(422);
    const res = await t.app.request('/dev/recaptcha/token', { method: 'POST', body: 'nope' });
    expect(res.status).toBe(400);
  });

  it('does not exist when a reCAPTCHA secret is configured', async () => {
    const real = await createTestApp({
      config: {
        bodyLimitBytes: 1024 * 1024,
        accounts: { ...DEVELOPMENT_ACCOUNTS_CONFIG, recaptchaSecret: 'a-real-secret' },
      },
    });
    try {
      expect((await post(real, { action: 'login' })).status).toBe(404);
    } finally {
      await real.close();
    }
  });
});
