import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterGateway } from '#application/ports/newsletter-gateway.port';
import { KyNewsletterGateway } from '#infrastructure/http/ky-newsletter-gateway';
import { sessionRefresh } from '#infrastructure/http/session-refresh';
import { createSignedInUser } from '#test/support/server/accounts';
import { aUser } from '#test/support/mothers/user.mother';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { FakeNewsletterGateway } from '#test/support/fakes/fake-newsletter-gateway';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

interface Subject {
  /** Signed in as `email`, not subscribed yet. */
  readonly gateway: NewsletterGateway;
  readonly email: string;
  readonly visitor: NewsletterGateway;
  readonly teardown: () => Promise<void>;
}

/** What every NewsletterGateway must do: subscribe the signed-in user and answer the account. */
const newsletterGatewayContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`NewsletterGateway contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('subscribes the signed-in user and answers the account, subscribed; a second time changes nothing', async () => {
      const first = await subject.gateway.subscribe();
      expect(first).toMatchObject({ ok: true, value: { email: subject.email, newsletter: true } });
      expect(await subject.gateway.subscribe()).toEqual(first);
    });

    it('records the marketing consent and answers the account with it, the subscription kept', async () => {
      const consented = await subject.gateway.enableMarketingConsent();
      expect(consented).toMatchObject({
        ok: true,
        value: { email: subject.email, hasMarketingConsent: true, newsletter: true },
      });
    });

    it('refuses a visitor', async () => {
      expect(await subject.visitor.subscribe()).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
      expect(await subject.visitor.enableMarketingConsent()).toEqual({
        ok: false,
        error: { code: 'AUTH.NOT_SIGNED_IN' },
      });
    });
  });
};

const gatewayFor = (app: TestApp['app'], cookies: BrowserCookies) => {
  const http = ky.create({ prefixUrl: ORIGIN, fetch: cookies.fetchThrough(app), retry: 0 });
  return new KyNewsletterGateway({
    http,
    locale: () => 'pl',
    refreshSession: sessionRefresh({ http, locale: () => 'pl', deviceId: () => 'device-1' }),
  });
};

let shared: TestApp;

newsletterGatewayContract('KyNewsletterGateway against the reference API', async () => {
  shared = await createTestApp();
  const account = await createSignedInUser(shared);
  return {
    gateway: gatewayFor(shared.app, new BrowserCookies().set('audiora_access', account.accessToken)),
    email: account.email,
    visitor: gatewayFor(shared.app, new BrowserCookies()),
    teardown: () => shared.close(),
  };
});

newsletterGatewayContract('FakeNewsletterGateway', async () => {
  const user = aUser({ email: 'fake@example.test', newsletter: false, hasMarketingConsent: false });
  return {
    gateway: new FakeNewsletterGateway(user),
    email: user.email,
    visitor: new FakeNewsletterGateway(null),
    teardown: async () => undefined,
  };
});

describe('KyNewsletterGateway against the reference API', () => {
  it('sends SubscribeToNewsletter, which GET /me then shows', async () => {
    const t = await createTestApp();
    try {
      const account = await createSignedInUser(t);
      const cookies = new BrowserCookies().set('audiora_access', account.accessToken);
      await gatewayFor(t.app, cookies).subscribe();
      const me = await t.app.request('/pl/v2/me', { headers: account.bearer });
      expect(((await me.json()) as { newsletter: boolean }).newsletter).toBe(true);
      expect(cookies.requests).toEqual(['POST /pl/v2/commands']);
    } finally {
      await t.close();
    }
  });
});
