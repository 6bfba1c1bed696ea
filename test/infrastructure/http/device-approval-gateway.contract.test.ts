import ky from 'ky';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceApprovalGateway } from '#application/ports/device-approval-gateway.port';
import { KyDeviceApprovalGateway } from '#infrastructure/http/ky-device-approval-gateway';
import { deviceSignInStartedSchema } from '#contract/device-sign-in.schema';
import { canonicalUserCode, DEVICE_SIGN_IN_TTL_SECONDS } from '#domain/auth/device-sign-in';
import { command, PASSWORD, PL_CATALOG, uniqueEmail } from '#test/support/server/account-flows';
import { createTestApp } from '#test/support/server/test-server';
import { BrowserCookies } from './browser-cookies';
import {
  InMemoryDeviceApprovalGateway,
  WRONG_CODES_ALLOWED,
} from '#test/support/fakes/in-memory-device-approval-gateway';

const ORIGIN = 'http://127.0.0.1:3000';
const EXPIRES_AT = '2026-11-27T12:10:00.000Z';
/** Well formed, and never issued: its letters repeat in no started code. */
const NEVER_ISSUED = 'ZZZZXXXX';

interface Subject {
  /** A signed-in browser's. */
  readonly gateway: DeviceApprovalGateway;
  /** A visitor's, without a session. */
  readonly visitor: DeviceApprovalGateway;
  /** A device asks to be signed in: the canonical user code it shows, expiring at `EXPIRES_AT`. */
  readonly start: (clientName: string) => Promise<string>;
  /** The code's time runs out; codes started after it are not touched. */
  readonly expire: (userCode: string) => Promise<void>;
  readonly teardown?: () => Promise<void>;
}

/** What every DeviceApprovalGateway must do (contract/device-sign-in.schema.ts: the confirming page's two calls). */
const deviceApprovalContract = (name: string, setup: () => Subject | Promise<Subject>) => {
  describe(`DeviceApprovalGateway contract: ${name}`, () => {
    let subject: Subject;

    beforeEach(async () => {
      subject = await setup();
    }, 30_000);
    afterEach(() => subject.teardown?.());

    it('shows the pending sign-in a code names: what asks, its code and until when', async () => {
      const code = await subject.start('Audiora command line on linux');
      expect(await subject.gateway.find('pl', code)).toEqual({
        ok: true,
        value: { userCode: code, clientName: 'Audiora command line on linux', expiresAt: EXPIRES_AT },
      });
    });

    it('lets a device in once: its code is unknown after', async () => {
      const code = await subject.start('Audiora command line');
      expect(await subject.gateway.decide('en', code, true)).toEqual({ ok: true, value: true });
      const unknown = { ok: false, error: { code: 'DEVICE.CODE_UNKNOWN' } };
      expect(await subject.gateway.find('en', code)).toEqual(unknown);
      expect(await subject.gateway.decide('en', code, true)).toEqual(unknown);
    });

    it('refuses a device: it is not let in, and its code is spent', async () => {
      const code = await subject.start('Audiora command line');
      expect(await subject.gateway.decide('cz', code, false)).toEqual({ ok: true, value: false });
      expect(await subject.gateway.find('cz', code)).toEqual({ ok: false, error: { code: 'DEVICE.CODE_UNKNOWN' } });
    });

    it('calls a code never issued or expired unknown, and leaves the others pending', async () => {
      const expired = await subject.start('Expired');
      await subject.expire(expired);
      const kept = await subject.start('Kept');
      const unknown = { ok: false, error: { code: 'DEVICE.CODE_UNKNOWN' } };
      expect(await subject.gateway.find('de', NEVER_ISSUED)).toEqual(unknown);
      expect(await subject.gateway.find('de', expired)).toEqual(unknown);
      expect(await subject.gateway.decide('de', expired, true)).toEqual(unknown);
      expect((await subject.gateway.find('de', kept)).ok).toBe(true);
    });

    it('refuses a code that cannot be one as invalid', async () => {
      expect(await subject.gateway.decide('pl', 'AEIOU', true)).toEqual({
        ok: false,
        error: { code: 'DEVICE.CODE_INVALID' },
      });
    });

    it('throttles a browser that types too many wrong codes, even the right one', async () => {
      const code = await subject.start('Audiora command line');
      const answers = [];
      for (let guess = 0; guess <= WRONG_CODES_ALLOWED; guess += 1)
        answers.push(await subject.gateway.find('pl', NEVER_ISSUED));
      expect(answers.at(-1)).toEqual({ ok: false, error: { code: 'AUTH.TOO_MANY_ATTEMPTS' } });
      expect(await subject.gateway.decide('pl', code, true)).toEqual({
        ok: false,
        error: { code: 'AUTH.TOO_MANY_ATTEMPTS' },
      });
    });

    it('refuses a visitor', async () => {
      const code = await subject.start('Audiora command line');
      const refused = { ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } };
      expect(await subject.visitor.find('pl', code)).toEqual(refused);
      expect(await subject.visitor.decide('pl', code, true)).toEqual(refused);
    });
  });
};

const noRefresh = async () => false;

deviceApprovalContract('KyDeviceApprovalGateway against the real server', async () => {
  let clock = new Date(Date.parse(EXPIRES_AT) - DEVICE_SIGN_IN_TTL_SECONDS * 1000);
  const app = await createTestApp({ now: () => clock });
  const cookies = new BrowserCookies();
  const http = ky.create({ prefixUrl: ORIGIN, retry: 0, fetch: cookies.fetchThrough(app.app) });
  // Signed up in this browser, whose cookies then carry the session.
  const signUp = {
    name: 'RegisterUser',
    email: uniqueEmail('approver'),
    password: PASSWORD,
    catalog_id: PL_CATALOG,
    terms_of_service: true,
  };
  expect((await http.post('pl/v2/commands', { json: signUp })).status).toBe(201);
  const visitorHttp = ky.create({ prefixUrl: ORIGIN, retry: 0, fetch: new BrowserCookies().fetchThrough(app.app) });
  return {
    gateway: new KyDeviceApprovalGateway({ http, refreshSession: noRefresh }),
    visitor: new KyDeviceApprovalGateway({ http: visitorHttp, refreshSession: noRefresh }),
    start: async (clientName) => {
      const { body } = await command(app, 'StartDeviceSignIn', {
        device_id: 'cli-device',
        catalog_id: PL_CATALOG,
        client_name: clientName,
      });
      return canonicalUserCode(deviceSignInStartedSchema.parse(body).user_code) ?? '';
    },
    expire: async () => {
      clock = new Date(clock.getTime() + (DEVICE_SIGN_IN_TTL_SECONDS + 1) * 1000);
    },
    teardown: () => app.close(),
  };
});

deviceApprovalContract('InMemoryDeviceApprovalGateway', () => {
  const gateway = new InMemoryDeviceApprovalGateway();
  return {
    gateway,
    visitor: new InMemoryDeviceApprovalGateway().signedOut(),
    start: async (clientName) => gateway.start(clientName, EXPIRES_AT),
    expire: async (code) => gateway.expire(code),
  };
});

describe('KyDeviceApprovalGateway', () => {
  const answering = (respond: (request: Request) => Response | Promise<Response>) => {
    const asked: string[] = [];
    const http = ky.create({
      prefixUrl: ORIGIN,
      retry: 0,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        asked.push(`${request.method} ${request.url.slice(ORIGIN.length)} ${await request.clone().text()}`);
        return respond(request);
      },
    });
    return { http, asked };
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('asks by the code in the path, and decides with the ApproveDeviceSignIn command', async () => {
    const { http, asked } = answering((request) =>
      request.method === 'GET'
        ? json({ user_code: 'BCDFGHJK', client_name: 'CLI', expires_at: EXPIRES_AT })
        : json({ approved: false }),
    );
    const gateway = new KyDeviceApprovalGateway({ http, refreshSession: noRefresh });
    await gateway.find('cz', 'BCDFGHJK');
    expect(await gateway.decide('cz', 'BCDFGHJK', false)).toEqual({ ok: true, value: false });
    expect(asked).toEqual([
      'GET /cz/v2/device-sign-ins/BCDFGHJK ',
      'POST /cz/v2/commands {"name":"ApproveDeviceSignIn","user_code":"BCDFGHJK","approve":false}',
    ]);
  });

  it('refreshes the session once on a 401 and asks again', async () => {
    let calls = 0;
    const { http } = answering(() => {
      calls += 1;
      return calls === 1 ? json({ message: 'no', code: 'UNAUTHORIZED' }, 401) : json({ approved: true });
    });
    let refreshes = 0;
    const refreshSession = async () => {
      refreshes += 1;
      return true;
    };
    expect(await new KyDeviceApprovalGateway({ http, refreshSession }).decide('pl', 'BCDFGHJK', true)).toEqual({
      ok: true,
      value: true,
    });
    expect(refreshes).toBe(1);
  });

  it.each([
    ['maintenance', () => json({ message: 'down', code: 'SERVICE_UNAVAILABLE' }, 503), 'API.MAINTENANCE'],
    ['a server failure', () => json({ message: 'oops', code: 'INTERNAL' }, 500), 'SESSION.UNAVAILABLE'],
    ['an answer of another shape', () => json({ user_code: 'BCDFGHJK' }), 'SESSION.UNAVAILABLE'],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), 'SESSION.UNAVAILABLE'],
    [
      'a 422 on another field',
      () => json({ message: 'x', code: 'V', errors: [{ property: 'approve', code: 'X' }] }, 422),
      'SESSION.UNAVAILABLE',
    ],
  ])('answers %s as an expected failure', async (_case, respond, code) => {
    const { http } = answering(respond);
    expect(await new KyDeviceApprovalGateway({ http, refreshSession: noRefresh }).find('pl', 'BCDFGHJK')).toEqual({
      ok: false,
      error: { code },
    });
  });

  it('answers no network as the session being unavailable', async () => {
    const { http } = answering(() => {
      throw new TypeError('fetch failed');
    });
    expect(await new KyDeviceApprovalGateway({ http, refreshSession: noRefresh }).find('pl', 'BCDFGHJK')).toEqual({
      ok: false,
      error: { code: 'SESSION.UNAVAILABLE' },
    });
  });
});
