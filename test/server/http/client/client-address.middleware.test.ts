import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/http/app-env';
import { clientAddress } from '#server/http/auth/client-address';
import { clientAddresses, DIRECT_CLIENTS, UNKNOWN_CLIENT_ADDRESS } from '#server/http/client/client-address.middleware';
import { parseTrustedProxies } from '#server/shared/network/trusted-proxies';
import { fromAddress } from '#test/support/server/account-flows';

const appTrusting = (trust: string, header: 'x-forwarded-for' | 'forwarded' = 'x-forwarded-for') => {
  const app = new Hono<AppEnv>();
  app.use('*', clientAddresses({ trust: parseTrustedProxies(trust), header }));
  app.get('/who', (c) => c.text(clientAddress(c)));
  return app;
};

const who = async (app: Hono<AppEnv>, peer: string | null, headers: Record<string, string> = {}) =>
  (await app.request('/who', { headers }, peer === null ? undefined : fromAddress(peer))).text();

describe('the client address middleware', () => {
  it("believes no header by default: a visitor's forged X-Forwarded-For changes nothing", async () => {
    const app = appTrusting('');
    expect(await who(app, '198.51.100.4', { 'X-Forwarded-For': '203.0.113.1' })).toBe('198.51.100.4');
    expect(await who(app, '::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('takes the client a trusted proxy names, and counts IPv6 clients by their /64', async () => {
    const app = appTrusting('loopback');
    expect(await who(app, '127.0.0.1', { 'X-Forwarded-For': '6.6.6.6, 203.0.113.1' })).toBe('203.0.113.1');
    expect(await who(app, '127.0.0.1', { 'X-Forwarded-For': '2001:db8:1:2::99' })).toBe('2001:0db8:0001:0002::/64');
    expect(await who(app, '198.51.100.4', { 'X-Forwarded-For': '203.0.113.1' })).toBe('198.51.100.4');
  });

  it('reads the Forwarded header only when told to', async () => {
    const headers = { Forwarded: 'for=203.0.113.1', 'X-Forwarded-For': '6.6.6.6' };
    expect(await who(appTrusting('loopback', 'forwarded'), '127.0.0.1', headers)).toBe('203.0.113.1');
    expect(await who(appTrusting('loopback'), '127.0.0.1', headers)).toBe('6.6.6.6');
  });

  it('keeps the proxy itself as the client when it names none it can read', async () => {
    expect(await who(appTrusting('1'), '10.0.0.1', { 'X-Forwarded-For': 'unknown' })).toBe('10.0.0.1');
  });

  it('takes an in-process request at its bindings and knows no client without a socket', async () => {
    const app = appTrusting('loopback');
    const inProcess = await app.request('/who', {}, { clientAddress: '203.0.113.77' });
    expect(await inProcess.text()).toBe('203.0.113.77');
    expect(await who(app, null)).toBe(UNKNOWN_CLIENT_ADDRESS);
  });

  it('works out the address from the socket where the middleware is not installed', async () => {
    const app = new Hono();
    app.get('/who', (c) => c.text(clientAddress(c)));
    expect(await who(app as unknown as Hono<AppEnv>, '2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(DIRECT_CLIENTS.trust).toEqual({ kind: 'none' });
  });
});
