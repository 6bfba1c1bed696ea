import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#contract/auth.schema';
import { createLogger } from '#server/logging/logger';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import {
  CookieJar,
  PASSWORD,
  captchaToken,
  command,
  get,
  register,
  signIn,
  uniqueEmail,
} from '#test/support/server/account-flows';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`security events on ${target.kind}`, () => {
    let t: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      t = await createTestApp({ logger: createLogger('debug', (line) => lines.push(line)) }, { target });
    }, 60_000);
    afterAll(() => t?.close());

    it('logs sign-ins, failures, refresh reuse, revocations and 401s on /me without any secret', async () => {
      const email = uniqueEmail('Secret.Person');
      const wrongPassword = 'my-wrong-but-private-password';
      const secrets: string[] = [PASSWORD, wrongPassword, email, email.toLowerCase()];

      const signedUp = await register(t, { email });
      const jar = new CookieJar().take(signedUp.res);
      secrets.push(jar.get('audiora_access') ?? '-', jar.get('audiora_refresh') ?? '-');

      const captcha = await captchaToken(t);
      secrets.push(captcha);
      await signIn(t, { email, recaptcha_token: captcha, password: wrongPassword });
      await signIn(t, { email: uniqueEmail('ghost'), password: wrongPassword });

      const script = await signIn(t, { email, device_id: 'script' }, { headers: { 'X-Auth-Mode': 'token' } });
      const tokens = tokenResponseSchema.parse(script.body);
      secrets.push(tokens.access_token, tokens.refresh_token);
      const rotated = await command(t, 'RefreshTokenForWeb', {
        device_id: 'script',
        refresh_token: tokens.refresh_token,
      });
      secrets.push(
        tokenResponseSchema.parse(rotated.body).access_token,
        tokenResponseSchema.parse(rotated.body).refresh_token,
      );
      await command(t, 'RefreshTokenForWeb', { device_id: 'script', refresh_token: tokens.refresh_token });

      await get(t, '/me', { Authorization: `Bearer ${tokens.access_token}` });
      await get(t, '/me/sessions');
      await command(t, 'LogoutForWeb', {}, { headers: jar.headers() });

      const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const named = (event: string) => events.filter((e) => e.message === event);
      expect(named('security.sign_up.success')).toHaveLength(1);
      expect(named('security.sign_in.success')).toHaveLength(1);
      expect(
        named('security.sign_in.failure')
          .map((e) => e.reason)
          .sort(),
      ).toEqual(['unknown-account', 'wrong-password']);
      expect(named('security.refresh.reuse')).toHaveLength(1);
      expect(named('security.session.revoked')).toHaveLength(1);
      expect(named('security.authorization.failure').map((e) => e.path)).toEqual(['/pl/v2/me', '/pl/v2/me/sessions']);
      for (const event of named('security.sign_in.failure')) expect(event.email_tag).toMatch(/^[0-9a-f]{16}$/);
      expect(named('security.sign_in.success')[0]?.user_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(named('security.sign_in.success')[0]?.ip).toBe('198.51.100.1');

      const everything = lines.join('\n');
      for (const secret of secrets) expect(everything.includes(secret), secret).toBe(false);
      expect(everything.toLowerCase()).not.toContain('password":');
    });
  });
}
