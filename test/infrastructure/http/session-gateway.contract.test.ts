import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import { MARKETS } from '#domain/market/markets';
import { KySessionGateway } from '#infrastructure/http/ky-session-gateway';
import { createSignedInUser } from '#test/support/server/accounts';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { aUser } from '#test/support/mothers/user.mother';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

interface Subject {
  readonly gateway: SessionGateway;
  readonly email: string;
  readonly teardown: () => Promise<void>;
}

/** What every SessionGateway must do, given a browser signed in as `email` in the pl market (spec §4, §7). */
const sessionGatewayContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`SessionGateway contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('answers the signed-in user in the client form, then a visitor once signed out', async () => {
      const user = await subject.gateway.fetchCurrentUser();
      if (!user.ok) throw new Error(user.error.code);
      expect(user.value).toMatchObject({ email: subject.email, isClubMember: false });
      expect(await subject.gateway.syncTokens()).toEqual({ ok: true, value: undefined });
      expect(await subject.gateway.signOut(MARKETS.pl.catalogId)).toEqual({ ok: true, value: undefined });
      expect(await subject.gateway.fetchCurrentUser()).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    });
  });
};

const gatewayFor = (app: TestApp['app'], cookies: BrowserCookies, deviceId: string) =>
  new KySessionGateway({
    http: ky.create({ prefixUrl: ORIGIN, fetch: cookies.fetchThrough(app), retry: 0 }),
    locale: () => 'pl',
    deviceId: () => deviceId,
    hasSessionHint: () => cookies.has('loggedIn'),
  });

let shared: TestApp;

sessionGatewayContract('KySessionGateway against the reference API', async () => {
  shared = await createTestApp();
  const account = await createSignedInUser(shared);
  const cookies = new BrowserCookies()
    .set('audiora_access', account.accessToken)
    .set('audiora_refresh', account.refreshToken)
    .set('loggedIn', 'true');
  return {
    gateway: gatewayFor(shared.app, cookies, account.deviceId),
    email: account.email,
    teardown: () => shared.close(),
  };
});

sessionGatewayContract('FakeSessionGateway', async () => {
  const user = aUser({ email: 'fake@example.test', isClubMember: false });
  return { gateway: new FakeSessionGateway().signedInAs(user), email: user.email, teardown: async () => undefined };
});

describe('KySessionGateway against the reference API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('tells club members apart (spec §3 has_club -> isClubMember)', async () => {
    const account = await createSignedInUser(t, { clubUntil: new Date(Date.now() + 86_400_000) });
    const cookies = new BrowserCookies().set('audiora_access', account.accessToken).set('loggedIn', 'true');
    const user = await gatewayFor(t.app, cookies, account.deviceId).fetchCurrentUser();
    expect(user).toMatchObject({ ok: true, value: { email: account.email, isClubMember: true } });
  });

  it('refreshes an expired access token once and asks again (spec §8: 401 -> refresh -> retry)', async () => {
    const account = await createSignedInUser(t);
    const cookies = new BrowserCookies()
      .set('audiora_access', 'expired-or-unknown-token-000000000000')
      .set('audiora_refresh', account.refreshToken)
      .set('loggedIn', 'true');
    const user = await gatewayFor(t.app, cookies, account.deviceId).fetchCurrentUser();
    expect(user).toMatchObject({ ok: true, value: { email: account.email } });
    expect(cookies.requests).toEqual(['GET /pl/v2/me', 'POST /pl/v2/commands', 'GET /pl/v2/me']);
  });

  it('asks nothing for a visitor (no loggedIn cookie): not signed in, without a request', async () => {
    const cookies = new BrowserCookies();
    const user = await gatewayFor(t.app, cookies, 'device-1').fetchCurrentUser();
    expect(user).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    expect(cookies.requests).toEqual([]);
  });

  it('is not signed in when the loggedIn cookie outlived the session: GET /me answers 401, and so does the refresh', async () => {
    const cookies = new BrowserCookies().set('loggedIn', 'true');
    const user = await gatewayFor(t.app, cookies, 'device-1').fetchCurrentUser();
    expect(user).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    expect(cookies.requests).toEqual(['GET /pl/v2/me', 'POST /pl/v2/commands']);
  });

  it('is not signed in when the loggedIn cookie outlived the session: GET /me answers 401, and so does the refresh', async () => {
    const cookies = new BrowserCookies().set('loggedIn', 'true');
    const user = await gatewayFor(t.app, cookies, 'device-1').fetchCurrentUser();
    expect(user).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    expect(cookies.requests).toEqual(['GET /pl/v2/me', 'POST /pl/v2/commands']);
  });

  it('is not signed in when the refresh is refused, and the server clears the stale cookies', async () => {
    const cookies = new BrowserCookies()
      .set('audiora_access', 'stale-token-00000000000000000000000')
      .set('audiora_refresh', 'stale-refresh-000000000000000000000')
      .set('loggedIn', 'true');
    const user = await gatewayFor(t.app, cookies, 'device-1').fetchCurrentUser();
    expect(user).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    expect(cookies.has('loggedIn')).toBe(false);
  });
});
