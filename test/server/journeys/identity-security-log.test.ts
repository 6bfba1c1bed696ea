import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import { createLogger } from '#server/logging/logger';
import { createSignedInUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import {
  catalogIdOf,
  commandFrom,
  devIdToken,
  ManualClock,
  tokenInMail,
  waitForMails,
} from '#test/support/server/identity-test-kit';

const NEW_PASSWORD = 'a passphrase nobody logs';

/** A secret and the parts of it a careless log line could still leak (a JWT's segments, a token's halves). */
const fragmentsOf = (secret: string): string[] => {
  const segments = secret.split('.').filter((s) => s.length >= 16);
  return [secret, ...segments, secret.slice(0, 24), secret.slice(-24)];
};

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`identity secrets in the logs on ${target.kind}`, () => {
    let testApp: TestApp;
    const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    const lines: string[] = [];
    beforeAll(async () => {
      testApp = await createTestApp(
        { now: clock.now, logger: createLogger('debug', (line) => lines.push(line)) },
        { target },
      );
    }, 60_000);
    afterAll(() => testApp?.close());

    /** The JSON lines written since `from`. */
    const written = (from: number) => lines.slice(from);
    const events = (from: number) => written(from).map((line) => JSON.parse(line) as Record<string, unknown>);

    it('never writes the mailed reset token, and logs the sessions the reset ended as a security event', async () => {
      const from = lines.length;
      const user = await createSignedInUser(testApp, { now: clock.now() });
      await new KyselySessionStore({ db: testApp.database.db }).start(
        { userId: user.userId, deviceId: 'tablet', userAgent: 'test' },
        clock.now(),
      );
      const requested = await commandFrom(testApp, '10.7.0.1', 'RequestPasswordReset', {
        email: user.email,
        catalog_id: catalogIdOf('pl'),
      });
      expect(requested.res.status).toBe(202);
      const [mail] = await waitForMails(testApp, user.email);
      const token = tokenInMail(mail?.text_body ?? '');

      // Every way the token travels: the outbox page, the link check, the reset, a replay, a near miss, a cross-site try.
      expect((await testApp.app.request(`/dev/mailbox/${mail?.id}`)).status).toBe(200);
      expect((await testApp.app.request(`/pl/v2/password-reset/${token}`)).status).toBe(200);
      const crossSite = await commandFrom(
        testApp,
        '10.7.0.2',
        'ResetPassword',
        { token, password: NEW_PASSWORD },
        'pl',
        {
          Cookie: `audiora_access=${user.accessToken}`,
          'Sec-Fetch-Site': 'cross-site',
        },
      );
      expect(crossSite.res.status).toBe(403);
      const reset = await commandFrom(testApp, '10.7.0.3', 'ResetPassword', { token, password: NEW_PASSWORD });
      expect(reset.res.status).toBe(200);
      expect(
        (await commandFrom(testApp, '10.7.0.4', 'ResetPassword', { token, password: NEW_PASSWORD })).res.status,
      ).toBe(410);
      expect((await testApp.app.request(`/pl/v2/password-reset/${token}`)).status).toBe(410);
      const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await testApp.app.request(`/pl/v2/password-reset/${nearMiss}`)).status).toBe(404);
      expect((await testApp.app.request('/pl/v2/me', { headers: user.bearer })).status).toBe(401);

      const everything = written(from).join('\n');
      for (const secret of [...fragmentsOf(token), ...fragmentsOf(nearMiss), NEW_PASSWORD, user.accessToken])
        expect(everything.includes(secret), secret).toBe(false);

      const resets = events(from).filter((e) => e.message === 'security.password_reset.success');
      expect(resets).toEqual([
        expect.objectContaining({
          level: 'info',
          user_id: user.userId,
          ip: '10.7.0.3',
          reason: 'password-reset',
          sessions_revoked: 2,
        }),
      ]);
    });

    it('never writes a Google or Apple id_token, accepted or refused', async () => {
      const from = lines.length;
      const secrets: string[] = [];
      const signIn = (command: string, idToken: string, address: string) =>
        commandFrom(testApp, address, command, {
          id_token: idToken,
          terms_of_service: true,
          marketing_consent: false,
          catalog_id: catalogIdOf('pl'),
          device_id: 'b8f1d6a2-8d3c-4b8e-9a57-0d7c3f1e2a10',
        });

      for (const [provider, command] of [
        ['google', 'SignInWithGoogleForWeb'],
        ['apple', 'SignInWithAppleForWeb'],
      ] as const) {
        const idToken = await devIdToken(testApp, provider, `log-${provider}-${target.kind}@example.test`);
        const [header, payload, signature] = idToken.split('.');
        const tampered = `${header}.${payload}.${signature?.slice(0, -4)}AAAA`;
        secrets.push(...fragmentsOf(idToken), ...fragmentsOf(tampered));
        expect((await signIn(command, idToken, '10.7.1.1')).res.status).toBe(201);
        const again = await devIdToken(testApp, provider, `log-${provider}-${target.kind}@example.test`);
        secrets.push(...fragmentsOf(again));
        expect((await signIn(command, again, '10.7.1.1')).res.status).toBe(200);
        expect((await signIn(command, idToken, '10.7.1.1')).res.status).toBe(401);
        expect((await signIn(command, tampered, '10.7.1.2')).res.status).toBe(401);
        clock.advance(11 * 60 * 1000);
        expect((await signIn(command, idToken, '10.7.1.3')).res.status).toBe(401);
        clock.advance(-11 * 60 * 1000);
      }

      const logged = events(from);
      expect(logged.filter((e) => e.message === 'security.sign_in.success').map((e) => e.provider)).toEqual([
        'google',
        'google',
        'apple',
        'apple',
      ]);
      expect(logged.filter((e) => e.message === 'security.sign_in.failure').map((e) => [e.provider, e.reason])).toEqual(
        ['google', 'apple'].flatMap((provider) => [
          [provider, 'replayed-id-token'],
          [provider, 'invalid-id-token'],
          [provider, 'invalid-id-token'],
        ]),
      );
      const everything = written(from).join('\n');
      for (const secret of secrets) expect(everything.includes(secret), secret).toBe(false);
    });
  });
}
