import { afterEach, describe, expect, it } from 'vitest';
import type { StorefrontHandler } from '#server/storefront/storefront-handler';
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
      config: { bodyLimitBytes: 1024 * 1024, maxRendersInFlight: 2 },
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
