import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ACCOUNTS_CONFIG } from '#server/config';
import { KyselyDevMailbox } from '#server/mail/kysely-dev-mailbox';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { catalogIdOf, commandFrom, ManualClock } from '#test/support/server/identity-test-kit';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`development mailbox (${target.kind})`, () => {
    let testApp: TestApp;
    const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    let mailbox: KyselyDevMailbox;
    beforeAll(async () => {
      testApp = await createTestApp({ now: clock.now }, { target });
      mailbox = new KyselyDevMailbox({ db: testApp.database.db, now: clock.now });
    }, 60_000);
    afterAll(() => testApp?.close());

    const page = async (path: string) => {
      const res = await testApp.app.request(path);
      return { res, text: await res.text() };
    };

    it('lists the kept mail newest first, every field escaped', async () => {
      await mailbox.send({ to: 'first@example.test', subject: 'First', text: 'one', html: '<p>one</p>' });
      clock.advance(1000);
      await mailbox.send({
        to: 'second@example.test',
        subject: '<img src=x onerror=alert(1)> & "quotes"',
        text: 'two',
        html: '<p>two</p>',
      });
      const { res, text } = await page('/dev/mailbox');
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(text).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
      expect(text).not.toContain('<img');
      expect(text.indexOf('second@example.test')).toBeLessThan(text.indexOf('first@example.test'));
      expect(text).not.toMatch(/<script/i);
    });

    it('opens a message at its own address, with its links clickable and its text escaped', async () => {
      clock.advance(1000);
      await mailbox.send({
        to: 'reader@example.test',
        subject: 'Links',
        text: 'Open http://localhost/pl/przypomnij-haslo/abc_DEF-123 now.\n<b>not bold</b> javascript:alert(1)',
        html: '',
      });
      const [latest] = await mailbox.list(1);
      const { res, text } = await page(`/dev/mailbox/${latest?.id}`);
      expect(res.status).toBe(200);
      expect(text).toContain(
        '<a href="http://localhost/pl/przypomnij-haslo/abc_DEF-123" rel="noreferrer">http://localhost/pl/przypomnij-haslo/abc_DEF-123</a>',
      );
      expect(text).toContain('&lt;b&gt;not bold&lt;/b&gt;');
      expect(text).not.toContain('href="javascript:');
      expect((await page('/dev/mailbox')).text).toContain(`href="/dev/mailbox/${latest?.id}"`);
    });

    it('answers 404 for unknown or malformed message ids', async () => {
      expect((await page('/dev/mailbox/00000000-0000-4000-8000-000000000000')).res.status).toBe(404);
      expect((await page('/dev/mailbox/not-an-id')).res.status).toBe(404);
    });
  });
}

describe('development mailbox with SMTP configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      config: {
        bodyLimitBytes: 1024 * 1024,
        accounts: { ...DEVELOPMENT_ACCOUNTS_CONFIG, smtpUrl: 'smtp://mail.invalid:2525' },
      },
    });
  }, 30_000);
  afterAll(() => testApp?.close());

  it('does not exist', async () => {
    expect((await testApp.app.request('/dev/mailbox')).status).toBe(404);
    expect((await testApp.app.request('/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('development stand-ins switched off', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      config: {
        bodyLimitBytes: 1024 * 1024,
        accounts: {
          ...DEVELOPMENT_ACCOUNTS_CONFIG,
          recaptchaSecret: 'configured-secret',
          smtpUrl: 'smtp://mail.invalid:2525',
          developmentStandIns: false,
        },
      },
    });
  }, 30_000);
  afterAll(() => testApp?.close());

  it('offers no outbox, no identity provider and no captcha tokens', async () => {
    expect((await testApp.app.request('/dev/mailbox')).status).toBe(404);
    expect((await testApp.app.request('/dev/idp/google/jwks.json')).status).toBe(404);
    expect((await testApp.app.request('/dev/idp/apple/authorize?redirect_uri=/&state=s&nonce=n')).status).toBe(404);
    const captcha = await testApp.app.request('/dev/recaptcha/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ action: 'login' }),
    });
    expect(captcha.status).toBe(404);
  });

  it('does not offer Google or Apple sign-in without a client id', async () => {
    const { res: response, body } = await commandFrom(
      testApp,
      '203.0.113.9',
      'SignInWithGoogleForWeb',
      {
        id_token: 'x.y.z',
        terms_of_service: true,
        catalog_id: catalogIdOf('en'),
        device_id: 'device-1',
      },
      'en',
    );
    expect(body).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' });
    expect(response.status).toBe(404);
  });
});
