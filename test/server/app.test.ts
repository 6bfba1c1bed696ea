import { type AddressInfo, connect, type Socket } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { IN_PROCESS_API_ORIGIN, type StorefrontHandler } from '#server/storefront/storefront-handler';
import { fromAddress } from '#test/support/server/account-flows';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

/** A storefront whose renders wait until the test lets them finish, so it can hold several in flight. */
const heldStorefront = () => {
  const waiting: (() => void)[] = [];
  const storefront: StorefrontHandler = () =>
    new Promise<Response>((resolve) =>
      waiting.push(() => resolve(new Response('<html>page</html>', { headers: { 'Content-Type': 'text/html' } }))),
    );
  const started = () => waiting.length;
  const finishAll = () => waiting.splice(0).forEach((finish) => finish());
  return { storefront, started, finishAll };
};

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
};

describe('page renders in flight', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('beyond the limit answer 503 with Retry-After at once, while the API goes on answering', async () => {
    const held = heldStorefront();
    testApp = await createTestApp({
      config: { bodyLimitBytes: 1024 * 1024, maxRendersInFlight: 2, rendersAtOnce: 2 },
      storefront: held.storefront,
    });
    const { app } = testApp;
    const pages = ['/pl', '/de'].map(async (path) => app.request(path));
    await until(() => held.started() === 2);

    const busy = await app.request('/en');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(busy.headers.get('cache-control')).toBe('no-store');
    expect(busy.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await busy.text()).toContain('try again');
    expect(held.started()).toBe(2);
    expect((await app.request('/pl/v2/categories')).status).toBe(200);

    held.finishAll();
    expect((await Promise.all(pages)).map((page) => page.status)).toEqual([200, 200]);
    const again = app.request('/en');
    await until(() => held.started() === 1);
    held.finishAll();
    expect((await again).status).toBe(200);
  });

  it('give their place back when a render fails', async () => {
    let fail = true;
    testApp = await createTestApp({
      config: { bodyLimitBytes: 1024 * 1024, maxRendersInFlight: 1 },
      storefront: () => {
        if (fail) return Promise.reject(new Error('render failed'));
        return Promise.resolve(new Response('<html>page</html>', { headers: { 'Content-Type': 'text/html' } }));
      },
    });
    expect((await testApp.app.request('/pl')).status).toBe(500);
    fail = false;
    expect((await testApp.app.request('/pl')).status).toBe(200);
  });
});

describe('page renders over real connections', () => {
  let server: ServerType | undefined;
  let testApp: TestApp | undefined;
  afterEach(async () => {
    server?.close();
    await testApp?.close();
    server = undefined;
    testApp = undefined;
  });

  it('each start on a turn of their own, so requests read meanwhile are admitted, refused or answered first', async () => {
    // A render that holds the CPU the way server rendering does: a chain of promises with no I/O in it.
    const storefront: StorefrontHandler = async () => {
      const until = performance.now() + 25;
      while (performance.now() < until) await Promise.resolve();
      return new Response('<html>page</html>', { headers: { 'Content-Type': 'text/html' } });
    };
    testApp = await createTestApp({
      config: { bodyLimitBytes: 1024 * 1024, maxRendersInFlight: 3, rendersAtOnce: 1 },
      storefront,
    });
    server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server?.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    const paths = [
      ...Array.from({ length: 8 }, (_, n) => [`page${n}`, '/pl'] as const),
      ['api', '/pl/v2/categories'] as const,
    ];
    // Every connection open first, then every request written at once: the server reads them all in one turn.
    const sockets = await Promise.all(
      paths.map(
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    // Accepted by the server too, and idle, before any request arrives.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const order: string[] = [];
    const answers = sockets.map(
      (socket, n) =>
        new Promise<void>((resolve) => {
          let head = '';
          socket.on('data', (chunk: Buffer) => {
            if (head) return;
            head = chunk.toString('latin1');
            order.push(`${paths[n]?.[0]} ${head.slice(9, 12)}`);
            socket.destroy();
            resolve();
          });
        }),
    );
    sockets.forEach((socket, n) =>
      socket.write(`GET ${paths[n]?.[1]} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    await Promise.all(answers);
    // Had each render run to its end as its request was read, none would have been refused.
    expect(order.filter((answer) => answer.endsWith(' 503')).length).toBeGreaterThanOrEqual(4);
    expect(order.filter((answer) => answer.endsWith(' 200')).length).toBeGreaterThanOrEqual(4);
    // The API call waited for no more than the render that held the CPU when it arrived, and the one after.
    expect(order.slice(0, order.indexOf('api 200')).filter((answer) => answer.endsWith('200')).length).toBeLessThan(3);
  });
});

describe('the API as server rendering reaches it', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("hears of the visitor's address, not of an unknown in-process client", async () => {
    const logger = recordingLogger();
    const storefront: StorefrontHandler = async (_request, { apiFetch }) => {
      // A signed-out read of the account: the API logs the refusal with the address it believes.
      const answer = await apiFetch(`${IN_PROCESS_API_ORIGIN}/pl/v2/me`);
      return new Response(`<!doctype html><p>${answer.status}</p>`, { headers: { 'Content-Type': 'text/html' } });
    };
    t = await createTestApp({ storefront, logger });
    const page = await t.app.request('/pl', {}, fromAddress('203.0.113.5'));
    expect(await page.text()).toContain('<p>401</p>');
    expect(eventsOf(logger, 'security.authorization.failure').map((line) => line.ip)).toEqual(['203.0.113.5']);
  });
});
