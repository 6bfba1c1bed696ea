import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceCodeSignInGateway } from '#application/ports/device-code-sign-in-gateway.port';
import { meSchema } from '#contract/me.schema';
import { canonicalUserCode } from '#domain/auth/device-sign-in';
import { MARKETS } from '#domain/market/markets';
import { KyDeviceCodeSignInGateway } from '#infrastructure/http/ky-device-code-sign-in-gateway';
import { FakeDeviceCodeSignInGateway } from '#test/support/fakes/fake-device-code-sign-in-gateway';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { InMemoryScriptSession } from '#test/support/fakes/in-memory-script-session';
import { aUser } from '#test/support/mothers/user.mother';
import { command, CookieJar, register, uniqueEmail } from '#test/support/server/account-flows';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

const ORIGIN = 'http://127.0.0.1:3000';
const catalogId = MARKETS.pl.catalogId;
const DEVICE = 'cli-device';

interface Subject {
  readonly gateway: DeviceCodeSignInGateway;
  /** A signed-in browser confirms or refuses the code. */
  readonly decide: (userCode: string, approve: boolean) => Promise<void>;
  /** The API's clock moves on. */
  readonly advance: (seconds: number) => void;
  /** The e-mail of the account the device is now signed in as, or null. */
  readonly signedInAs: () => Promise<string | null>;
  readonly approverEmail: string;
  readonly teardown: () => Promise<void>;
}

/** What every DeviceCodeSignInGateway must do (StartDeviceSignIn, PollDeviceSignIn; RFC 8628's answers). */
const deviceCodeSignInContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`DeviceCodeSignInGateway contract: ${name}`, () => {
    let subject: Subject;
    beforeAll(async () => {
      subject = await setup();
    }, 60_000);
    afterAll(() => subject.teardown());

    const start = async () => {
      const started = await subject.gateway.start({ deviceId: DEVICE, catalogId, clientName: 'Audiora CLI' });
      if (!started.ok) throw new Error(started.error.code);
      return started.value;
    };
    const poll = (deviceCode: string, deviceId = DEVICE) => subject.gateway.poll({ deviceCode, deviceId });

    it('starts with a code to type, the page to type it on, and that page with the code filled in', async () => {
      const started = await start();
      expect(canonicalUserCode(started.userCode)).not.toBeNull();
      expect(new URL(started.verificationUriComplete).searchParams.get('code')).toBe(started.userCode);
      expect(started.verificationUriComplete.startsWith(started.verificationUri)).toBe(true);
      expect(started.expiresInSeconds).toBeGreaterThan(60);
      expect(started.intervalSeconds).toBeGreaterThanOrEqual(1);
    });

    it('waits while nobody has decided, and asks a device polling too often to slow down', async () => {
      const started = await start();
      expect(await poll(started.deviceCode)).toEqual({ ok: true, value: 'pending' });
      expect(await poll(started.deviceCode)).toEqual({ ok: true, value: 'slow-down' });
      subject.advance(started.intervalSeconds + 5);
      expect(await poll(started.deviceCode)).toEqual({ ok: true, value: 'pending' });
    });

    it('signs the device in once the code is confirmed, as the confirming account, and only once', async () => {
      const started = await start();
      expect(await subject.signedInAs()).toBeNull();
      await subject.decide(started.userCode, true);
      subject.advance(started.intervalSeconds);
      expect(await poll(started.deviceCode)).toEqual({ ok: true, value: 'signed-in' });
      expect(await subject.signedInAs()).toBe(subject.approverEmail);
      subject.advance(started.intervalSeconds);
      expect(await poll(started.deviceCode)).toEqual({ ok: false, error: { code: 'DEVICE.CODE_EXPIRED' } });
    });

    it('tells a refused sign-in apart from an expired one', async () => {
      const refused = await start();
      await subject.decide(refused.userCode, false);
      expect(await poll(refused.deviceCode)).toEqual({ ok: false, error: { code: 'DEVICE.SIGN_IN_DENIED' } });

      const forgotten = await start();
      subject.advance(forgotten.expiresInSeconds + 1);
      expect(await poll(forgotten.deviceCode)).toEqual({ ok: false, error: { code: 'DEVICE.CODE_EXPIRED' } });
    });

    it('gives nothing to a poll from another device or with a code it never gave', async () => {
      const started = await start();
      await subject.decide(started.userCode, true);
      expect(await poll(started.deviceCode, 'another-device')).toEqual({
        ok: false,
        error: { code: 'DEVICE.CODE_EXPIRED' },
      });
      expect(await poll('A'.repeat(43))).toEqual({ ok: false, error: { code: 'DEVICE.CODE_EXPIRED' } });
    });
  });
};

deviceCodeSignInContract('KyDeviceCodeSignInGateway against the real server', async () => {
  let clock = new Date('2026-11-27T10:00:00Z');
  const app: TestApp = await createTestApp({ now: () => clock });
  const approverEmail = uniqueEmail('approver');
  const signedUp = await register(app, { email: approverEmail, device_id: 'laptop' });
  const browser = new CookieJar().take(signedUp.res);
  const session = new InMemoryScriptSession();
  const http = ky.create({
    prefixUrl: ORIGIN,
    retry: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const tokens = session.tokens();
      if (tokens) request.headers.set('Authorization', `Bearer ${tokens.accessToken}`);
      return app.app.request(request);
    },
  });
  return {
    gateway: new KyDeviceCodeSignInGateway({ http, locale: () => 'pl', session }),
    decide: async (userCode, approve) => {
      const { res } = await command(
        app,
        'ApproveDeviceSignIn',
        { user_code: userCode, approve },
        {
          headers: browser.headers(),
        },
      );
      expect(res.status).toBe(200);
    },
    advance: (seconds) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    },
    signedInAs: async () => {
      if (!session.tokens()) return null;
      const me = await http.get('pl/v2/me').json();
      return meSchema.parse(me).email;
    },
    approverEmail,
    teardown: () => app.close(),
  };
});

deviceCodeSignInContract('FakeDeviceCodeSignInGateway', async () => {
  const session = new FakeSessionGateway();
  const gateway = new FakeDeviceCodeSignInGateway(session);
  const approverEmail = 'approver@example.test';
  return {
    gateway,
    decide: async (userCode, approve) => {
      if (approve) gateway.approve(userCode, aUser({ email: approverEmail }));
      else gateway.deny(userCode);
    },
    advance: (seconds) => gateway.advance(seconds),
    signedInAs: async () => {
      const me = await session.fetchCurrentUser();
      return me.ok ? me.value.email : null;
    },
    approverEmail,
    teardown: async () => undefined,
  };
});
