import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_LIMITS } from '#server/accounts/throttle/account-throttle';
import { DEVELOPMENT_ACCOUNTS_CONFIG } from '#server/config';
import { parseTrustedProxies } from '#server/shared/network/trusted-proxies';
import { register } from '#test/support/server/account-flows';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

const PROXY = '127.0.0.1';
const LIMIT = SIGN_UP_LIMITS.perAddress.limit;

/** Spends a client's sign-up allowance, each sign-up through the proxy or straight from the address. */
const spend = async (t: TestApp, times: number, from: (i: number) => { address: string; forwarded?: string }) => {
  for (let i = 0; i < times; i += 1) {
    const { address, forwarded } = from(i);
    const headers = forwarded ? { 'X-Forwarded-For': forwarded } : undefined;
    expect((await register(t, {}, { address, ...(headers ? { headers } : {}) })).res.status).toBe(201);
  }
};

const signUpStatus = async (t: TestApp, address: string, forwarded?: string) =>
  (await register(t, {}, { address, ...(forwarded ? { headers: { 'X-Forwarded-For': forwarded } } : {}) })).res.status;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`clients behind a proxy on ${target.kind}`, () => {
    let trusting: TestApp;
    let direct: TestApp;
    beforeAll(async () => {
      trusting = await createTestApp(
        { clientAddresses: { trust: parseTrustedProxies('loopback'), header: 'x-forwarded-for' } },
        { target },
      );
      direct = await createTestApp({}, { target });
    }, 60_000);
    afterAll(async () => {
      await trusting?.close();
      await direct?.close();
    });

    it('limits each client behind a trusted proxy on its own, and a forged header buys nothing', async () => {
      await spend(trusting, LIMIT, () => ({ address: PROXY, forwarded: '203.0.113.10' }));
      expect(await signUpStatus(trusting, PROXY, '203.0.113.10')).toBe(429);
      // The client writes another address before the proxy's entry: the proxy's entry still counts.
      expect(await signUpStatus(trusting, PROXY, '198.18.0.1, 203.0.113.10')).toBe(429);
      expect(await signUpStatus(trusting, PROXY, '203.0.113.11')).toBe(201);
    });

    it('counts an IPv6 client by its /64, whichever of its addresses it uses', async () => {
      await spend(trusting, LIMIT, (i) => ({ address: PROXY, forwarded: `2001:db8:77:1::${(i + 1).toString(16)}` }));
      expect(await signUpStatus(trusting, PROXY, '2001:db8:77:1:ffff::1')).toBe(429);
      expect(await signUpStatus(trusting, PROXY, '2001:db8:77:2::1')).toBe(201);
    });

    it('without a trusted proxy, believes only the socket', async () => {
      await spend(direct, LIMIT, (i) => ({ address: '192.0.2.50', forwarded: `203.0.113.${i + 100}` }));
      expect(await signUpStatus(direct, '192.0.2.50', '203.0.113.250')).toBe(429);
    });
  });
}

describe('a deployment where many share one address (SIGN_UP_LIMIT_PER_ADDRESS)', () => {
  let campus: TestApp;
  beforeAll(async () => {
    const accounts = { ...DEVELOPMENT_ACCOUNTS_CONFIG, signUpLimitPerAddress: LIMIT + 2 };
    campus = await createTestApp({ config: { bodyLimitBytes: 1024 * 1024, accounts } });
  }, 60_000);
  afterAll(() => campus?.close());

  it('lets one address sign up as many times as configured, and no more', async () => {
    await spend(campus, LIMIT + 2, () => ({ address: '198.51.100.7' }));
    expect(await signUpStatus(campus, '198.51.100.7')).toBe(429);
  });
});
