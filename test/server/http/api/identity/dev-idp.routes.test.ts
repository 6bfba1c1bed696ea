import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { DEVELOPMENT_ACCOUNTS_CONFIG } from '#server/config';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { ManualClock } from '#test/support/server/identity-test-kit';

const authorize = (testApp: TestApp, provider: string, params: Record<string, string>) =>
  testApp.app.request(`/dev/idp/${provider}/authorize?${new URLSearchParams(params).toString()}`);

const consent = (testApp: TestApp, provider: string, fields: Record<string, string>) =>
  testApp.app.request(`/dev/idp/${provider}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams(fields),
  });

// Quality bar "Redirects": every one of these must stay on this site or be refused.
const HOSTILE_REDIRECTS = [
  'https://evil.example/',
  'http://localhost.evil.example/',
  '//evil.example/path',
  '///evil.example',
  '/.//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\u0000/evil',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost@evil.example/',
  '//user:pass@evil.example',
  'evil.example',
  ' /pl',
  '',
];

describe('development identity provider', () => {
  let testApp: TestApp;
  const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
  beforeAll(async () => {
    testApp = await createTestApp({ now: clock.now });
  }, 30_000);
  afterAll(() => testApp?.close());

  it('renders a consent form that carries redirect_uri, state and nonce, escaped, with no script', async () => {
    const hostile = '"><script>alert(1)</script><a x=\'';
    const res = await authorize(testApp, 'google', {
      redirect_uri: '/pl/zaloguj?next=1',
      state: hostile,
      nonce: hostile,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self' 'nonce-");
    const page = await res.text();
    expect(page).toContain('<form method="post" action="/dev/idp/google/consent">');
    expect(page).toContain('name="email" type="email" required');
    expect(page).toContain('<button type="submit">Continue</button>');
    expect(page).toContain('name="redirect_uri" value="/pl/zaloguj?next=1"');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;a x=&#39;"');
    expect(page).not.toMatch(/<script|style=|<style/i);
  });

  it('signs an RS256 id_token for the chosen address and sends the browser back with it in the fragment', async () => {
    const res = await consent(testApp, 'google', {
      email: ' Listener@Example.TEST ',
      name: 'Ada',
      redirect_uri: '/pl/zaloguj?from=cart',
      state: 'opaque state & more',
      nonce: 'n-1',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('Location') ?? '', 'http://localhost');
    expect(location.origin).toBe('http://localhost');
    expect(`${location.pathname}${location.search}`).toBe('/pl/zaloguj?from=cart');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('opaque state & more');
    const token = fragment.get('id_token') ?? '';
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: 'http://localhost/dev/idp/google',
      aud: 'audiora-dev-google',
      email: 'listener@example.test',
      email_verified: true,
      nonce: 'n-1',
      name: 'Ada',
      iat: Date.parse('2026-11-22T10:00:00Z') / 1000,
      exp: Date.parse('2026-11-22T10:10:00Z') / 1000,
    });
    // The same address is the same provider account; another address another one.
    const again = await consent(testApp, 'google', { email: 'listener@example.test', redirect_uri: '/' });
    const againToken = new URLSearchParams(new URL(again.headers.get('Location') ?? '', 'http://x').hash.slice(1));
    expect(decodeJwt(againToken.get('id_token') ?? '').sub).toBe(claims.sub);
    const other = await consent(testApp, 'google', { email: 'other@example.test', redirect_uri: '/' });
    const otherToken = new URLSearchParams(new URL(other.headers.get('Location') ?? '', 'http://x').hash.slice(1));
    expect(decodeJwt(otherToken.get('id_token') ?? '').sub).not.toBe(claims.sub);
  });

  it('publishes only the public key, under the kid its tokens name', async () => {
    const res = await testApp.app.request('/dev/idp/apple/jwks.json');
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    const [key] = jwks.keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);
    const signed = await consent(testApp, 'apple', { email: 'a@example.test', redirect_uri: '/' });
    const token = new URLSearchParams(new URL(signed.headers.get('Location') ?? '', 'http://x').hash.slice(1));
    expect(decodeProtectedHeader(token.get('id_token') ?? '').kid).toBe(key?.kid);
    expect(decodeJwt(token.get('id_token') ?? '').email_verified).toBe('true');
  });

  it.each(HOSTILE_REDIRECTS)('refuses the redirect_uri %j on the consent page and on consent', async (target) => {
    const page = await authorize(testApp, 'google', { redirect_uri: target, state: 's' });
    expect(page.status).toBe(400);
    expect(apiErrorSchema.parse(await page.json()).code).toBe('INVALID_REDIRECT_URI');
    const res = await consent(testApp, 'google', { email: 'x@example.test', redirect_uri: target });
    expect(res.status).toBe(400);
    expect(res.headers.get('Location')).toBeNull();
  });

  it('refuses a consent without a valid e-mail, and unknown providers', async () => {
    expect((await consent(testApp, 'google', { email: 'nope', redirect_uri: '/' })).status).toBe(400);
    expect((await consent(testApp, 'google', { redirect_uri: '/' })).status).toBe(400);
    expect((await authorize(testApp, 'facebook', { redirect_uri: '/' })).status).toBe(404);
    expect((await testApp.app.request('/dev/idp/facebook/jwks.json')).status).toBe(404);
  });

  it('refuses a cross-site consent post (CSRF)', async () => {
    const res = await testApp.app.request('/dev/idp/google/consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
      body: new URLSearchParams({ email: 'x@example.test', redirect_uri: '/' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('development identity provider with a real client id configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      config: {
        bodyLimitBytes: 1024 * 1024,
        accounts: { ...DEVELOPMENT_ACCOUNTS_CONFIG, googleClientId: '1234-test.apps.googleusercontent.com' },
      },
    });
  }, 30_000);
  afterAll(() => testApp?.close());

  it('is gone for that provider and stays for the other', async () => {
    expect((await authorize(testApp, 'google', { redirect_uri: '/' })).status).toBe(404);
    expect((await testApp.app.request('/dev/idp/google/jwks.json')).status).toBe(404);
    expect((await authorize(testApp, 'apple', { redirect_uri: '/' })).status).toBe(200);
  });

  it("has the Content-Security-Policy let Google Identity Services in, and none of Apple's sign-in", async () => {
    const res = await testApp.app.request('/pl/v2/');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('https://accounts.google.com/gsi/client');
    expect(policy).not.toContain('apple');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});
