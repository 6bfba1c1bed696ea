import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_HOSTS } from '#domain/market/product-hosts';
import type { StorefrontHandler, StorefrontRequestOptions } from '#server/storefront/storefront-handler';
import { createSignedInUser } from '#test/support/server/accounts';
import { catalogIdOf, waitForMails } from '#test/support/server/identity-test-kit';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

const PUBLIC_ORIGIN = 'https://listen.example.org';

/** A storefront that shows the origin it was handed, as a page's canonical address would. */
const originShowingStorefront = (): StorefrontHandler => async (_request, options: StorefrontRequestOptions) =>
  new Response(`<!doctype html><link rel="canonical" href="${options.publicOrigin}/pl">`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

const canonicalOf = async (t: TestApp, url: string) =>
  /href="([^"]+)"/.exec(await (await t.app.request(url, { headers: { 'Cache-Control': 'no-cache' } })).text())?.[1];

const resetMailFor = async (t: TestApp, host: string) => {
  const user = await createSignedInUser(t, { now: new Date() });
  const res = await t.app.request(`http://${host}/pl/v2/commands`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'RequestPasswordReset', email: user.email, catalog_id: catalogIdOf('pl') }),
  });
  expect(res.status).toBe(202);
  const [mail] = await waitForMails(t, user.email);
  return mail?.text_body ?? '';
};

describe('links in mails and pages', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('point at PUBLIC_ORIGIN whatever Host the request names', async () => {
    t = await createTestApp({ publicOrigin: PUBLIC_ORIGIN, storefront: originShowingStorefront() });
    for (const host of ['evil.example', 'localhost:3000', `www.${PRODUCT_HOSTS.storefront}`]) {
      expect(await canonicalOf(t, `http://${host}/pl`)).toBe(`${PUBLIC_ORIGIN}/pl`);
      const mail = await resetMailFor(t, host);
      expect(mail).toContain(`${PUBLIC_ORIGIN}/pl/przypomnij-haslo/`);
      expect(mail).not.toContain(host);
    }
  });

  it('without it, follow a trusted host and never a forged one', async () => {
    t = await createTestApp({ storefront: originShowingStorefront() });
    expect(await canonicalOf(t, 'http://localhost:3000/pl')).toBe('http://localhost:3000/pl');
    expect(await canonicalOf(t, 'http://evil.example/pl')).toBe(`https://${PRODUCT_HOSTS.storefront}/pl`);
    expect(await resetMailFor(t, 'evil.example')).toContain(`https://${PRODUCT_HOSTS.storefront}/pl/`);
  });
});
