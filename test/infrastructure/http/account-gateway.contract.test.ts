import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountGateway } from '#application/ports/account-gateway.port';
import { MARKETS } from '#domain/market/markets';
import { KyAccountGateway } from '#infrastructure/http/ky-account-gateway';
import { sessionRefresh } from '#infrastructure/http/session-refresh';
import { InMemoryAccountGateway } from '#test/support/fakes/in-memory-account-gateway';
import { FIREFOX_LINUX, signIn, uniqueEmail } from '#test/support/server/account-flows';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';
const PASSWORD = 'Old-password-1';
const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

interface Subject {
  /** Signed in with `PASSWORD` on this browser (user agent `FIREFOX_LINUX`). */
  readonly gateway: AccountGateway;
  readonly email: string;
  /** Signs the account in once more, elsewhere (an Android phone). */
  readonly signInElsewhere: () => Promise<void>;
  readonly teardown: () => Promise<void>;
}

/** What every AccountGateway must do (issue 21 user panel: profile, consents, sessions, devices; api-contract errors). */
const accountGatewayContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`AccountGateway contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    }, 60_000);
    afterAll(() => subject.teardown());

    it('answers the account, and each consent switched answers it switched', async () => {
      const account = await subject.gateway.account('pl');
      expect(account).toMatchObject({ ok: true, value: { email: subject.email, hasMarketingConsent: false } });
      expect(await subject.gateway.setConsent('pl', 'newsletter', true)).toMatchObject({
        ok: true,
        value: { newsletter: true, hasMarketingConsent: false },
      });
      expect(await subject.gateway.setConsent('pl', 'marketing', true)).toMatchObject({
        ok: true,
        value: { newsletter: true, hasMarketingConsent: true },
      });
      expect(await subject.gateway.setConsent('pl', 'newsletter', false)).toMatchObject({
        ok: true,
        value: { newsletter: false, hasMarketingConsent: true },
      });
    });

    it('lists the sessions with this one marked, ends one, then every other one', async () => {
      await subject.signInElsewhere();
      await subject.signInElsewhere();
      const listed = await subject.gateway.sessions('pl');
      const sessions = listed.ok ? listed.value : [];
      expect(sessions.filter((s) => s.current).map((s) => s.userAgent)).toEqual([FIREFOX_LINUX]);
      expect(sessions.filter((s) => !s.current).map((s) => s.userAgent)).toEqual([PHONE, PHONE]);
      const [phone] = sessions.filter((s) => !s.current);
      expect(await subject.gateway.revokeSession('pl', phone?.id ?? '')).toEqual({ ok: true, value: undefined });
      expect(await subject.gateway.revokeSession('pl', '00000000-0000-4000-8000-000000000000')).toEqual({
        ok: false,
        error: { code: 'ACCOUNT.SESSION_UNKNOWN' },
      });
      expect(await subject.gateway.revokeOtherSessions('pl')).toEqual({ ok: true, value: undefined });
      const after = await subject.gateway.sessions('pl');
      expect(after.ok && after.value.map((s) => s.current)).toEqual([true]);
    });

    it('lists the devices, this one marked and the last seen first, and removes one, which ends its sessions', async () => {
      await subject.signInElsewhere();
      const listed = await subject.gateway.devices('pl');
      const devices = listed.ok ? listed.value : [];
      expect(devices.filter((d) => d.current).map((d) => d.name)).toEqual(['Firefox on Linux']);
      // The three phones signed in since, each on a device of its own.
      expect(devices.filter((d) => !d.current).map((d) => d.name)).toEqual(Array(3).fill('Chrome on Android'));
      const [phone] = devices;
      expect(phone?.current).toBe(false);
      expect(phone?.firstSeenAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(Date.parse(phone?.lastSeenAt ?? '')).toBeGreaterThanOrEqual(Date.parse(phone?.firstSeenAt ?? ''));
      const open = await subject.gateway.sessions('pl');
      expect(open.ok && open.value.map((s) => s.userAgent).sort()).toEqual([PHONE, FIREFOX_LINUX].sort());

      expect(await subject.gateway.removeDevice('pl', phone?.id ?? '')).toEqual({ ok: true, value: undefined });
      const after = await subject.gateway.devices('pl');
      expect(after.ok && after.value.map((d) => d.id)).toEqual(devices.slice(1).map((d) => d.id));
      const sessions = await subject.gateway.sessions('pl');
      expect(sessions.ok && sessions.value.map((s) => s.current)).toEqual([true]);
      expect(await subject.gateway.removeDevice('pl', phone?.id ?? '')).toEqual({
        ok: false,
        error: { code: 'ACCOUNT.DEVICE_UNKNOWN' },
      });
    });

    it('changes the password only with the current one, and refuses a short new one under its field', async () => {
      expect(await subject.gateway.changePassword('pl', 'not it', 'A-new-password-2')).toEqual({
        ok: false,
        error: { code: 'ACCOUNT.FIELD_REFUSED', property: 'current_password', reason: 'INVALID' },
      });
      expect(await subject.gateway.changePassword('pl', PASSWORD, 'short')).toEqual({
        ok: false,
        error: { code: 'ACCOUNT.FIELD_REFUSED', property: 'new_password', reason: 'TOO_SHORT' },
      });
      expect(await subject.gateway.changePassword('pl', PASSWORD, 'A-new-password-2')).toEqual({
        ok: true,
        value: undefined,
      });
      expect((await subject.gateway.account('pl')).ok).toBe(true);
    });

    it('deletes the account only with its password, after which this browser is signed out', async () => {
      expect(await subject.gateway.deleteAccount('pl', PASSWORD)).toEqual({
        ok: false,
        error: { code: 'ACCOUNT.FIELD_REFUSED', property: 'password', reason: 'INVALID' },
      });
      expect(await subject.gateway.deleteAccount('pl', 'A-new-password-2')).toEqual({ ok: true, value: undefined });
      expect(await subject.gateway.account('pl')).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
      expect(await subject.gateway.sessions('pl')).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
      expect(await subject.gateway.devices('pl')).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    });
  });
};

accountGatewayContract('KyAccountGateway against the real server', async () => {
  const app: TestApp = await createTestApp();
  const email = uniqueEmail('panel');
  const cookies = new BrowserCookies();
  const http = ky.create({
    prefixUrl: ORIGIN,
    fetch: cookies.fetchThrough(app.app),
    retry: 0,
    headers: { 'User-Agent': FIREFOX_LINUX },
  });
  await http.post('pl/v2/commands', {
    json: {
      name: 'RegisterUser',
      device_id: 'device-1',
      email,
      password: PASSWORD,
      catalog_id: MARKETS.pl.catalogId,
      terms_of_service: true,
      marketing_consent: false,
    },
  });
  return {
    gateway: new KyAccountGateway({
      http,
      refreshSession: sessionRefresh({ http, locale: () => 'pl', deviceId: () => 'device-1' }),
    }),
    email,
    signInElsewhere: async () => {
      const { res } = await signIn(app, { email, password: PASSWORD }, { headers: { 'User-Agent': PHONE } });
      expect(res.status).toBe(200);
    },
    teardown: () => app.close(),
  };
});

accountGatewayContract('InMemoryAccountGateway', async () => {
  const gateway = new InMemoryAccountGateway();
  const email = uniqueEmail('panel');
  gateway.signedInAs(email, PASSWORD, FIREFOX_LINUX);
  return {
    gateway,
    email,
    signInElsewhere: async () => {
      gateway.signedInElsewhere(email, PHONE);
    },
    teardown: async () => undefined,
  };
});
