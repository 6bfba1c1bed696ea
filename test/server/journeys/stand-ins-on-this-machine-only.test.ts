import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress } from '#test/support/server/account-flows';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

/** One request to each stand-in: the captcha, an identity provider, the mailbox and the sandbox payment. */
const STAND_INS = [
  { method: 'POST', path: '/dev/recaptcha/token', body: JSON.stringify({ action: 'login' }) },
  { method: 'GET', path: '/dev/idp/google/jwks.json' },
  { method: 'GET', path: '/dev/idp/google/authorize?redirect_uri=%2F&state=s&nonce=n' },
  { method: 'GET', path: '/dev/mailbox' },
  { method: 'GET', path: '/sandbox-pay/00000000-0000-4000-8000-000000000000' },
] as const;

interface Via {
  readonly host?: string;
  readonly peer?: string;
  readonly headers?: Record<string, string>;
}

describe('the development stand-ins', () => {
  let t: TestApp;
  const logger = recordingLogger();
  beforeAll(async () => {
    t = await createTestApp({ logger });
  });
  afterAll(() => t?.close());

  const statuses = async ({ host = 'localhost:3000', peer = '127.0.0.1', headers = {} }: Via) =>
    Promise.all(
      STAND_INS.map(async ({ method, path, ...rest }) => {
        const body = 'body' in rest ? rest.body : undefined;
        const res = await t.app.request(
          `http://${host}${path}`,
          {
            method,
            headers: { Host: host, 'Content-Type': 'application/json', Origin: `http://${host}`, ...headers },
            ...(body ? { body } : {}),
          },
          fromAddress(peer),
        );
        return res.status;
      }),
    );

  it('answer a request made on this machine, straight to the server', async () => {
    for (const via of [
      {},
      { host: '127.0.0.1:3000' },
      { host: '[::1]:3000', peer: '::1' },
      { peer: '::ffff:127.0.0.1' },
    ])
      for (const status of await statuses(via)) expect(status, JSON.stringify(via)).not.toBe(404);
  });

  it('do not exist for a request that came through a proxy, names a public host or comes from elsewhere', async () => {
    const refused: Via[] = [
      { headers: { 'X-Forwarded-For': '127.0.0.1' } },
      { headers: { Forwarded: 'for=127.0.0.1' } },
      { headers: { 'X-Real-IP': '127.0.0.1' } },
      { headers: { Via: '1.1 proxy' } },
      { headers: { 'X-Forwarded-Host': 'localhost' } },
      { host: 'shop.example.com' },
      { host: 'localhost.example.com' },
      { peer: '203.0.113.9' },
    ];
    for (const via of refused) expect(await statuses(via), JSON.stringify(via)).toEqual(STAND_INS.map(() => 404));
    const lines = eventsOf(logger, 'security.stand_in.refused');
    expect(lines).toHaveLength(refused.length * STAND_INS.length);
    expect(new Set(lines.map((line) => line.reason))).toEqual(
      new Set([
        'forwarded (x-forwarded-for)',
        'forwarded (forwarded)',
        'forwarded (x-real-ip)',
        'forwarded (via)',
        'forwarded (x-forwarded-host)',
        'host',
        'peer',
      ]),
    );
  });
});
