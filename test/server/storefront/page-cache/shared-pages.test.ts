import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageStore } from '#server/storefront/page-cache/page-store';
import type { SharedPage } from '#server/storefront/page-cache/shared-page';
import { sharedPages } from '#server/storefront/page-cache/shared-pages';
import type { StorefrontHandler, StorefrontRequestOptions } from '#server/storefront/storefront-handler';

const ORIGIN = 'https://audiora.test';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const apiFetch: typeof fetch = () => Promise.reject(new Error('no API in these tests'));

/** A storefront that writes into its page everything a render could leak: the cookies and user agent it was given. */
const echoingStorefront = (catalogue: { title: string }) => {
  const renders: { request: Request; options: StorefrontRequestOptions }[] = [];
  const render: StorefrontHandler = async (request, options) => {
    renders.push({ request, options });
    const seen = JSON.stringify({
      cookie: request.headers.get('cookie'),
      agent: request.headers.get('user-agent'),
      title: catalogue.title,
    });
    const nonce = options.nonce === undefined ? '' : ` nonce="${options.nonce}"`;
    const status = new URL(request.url).pathname === '/missing' ? 404 : 200;
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
    if (new URL(request.url).searchParams.has('fltest')) headers.set('Set-Cookie', 'fltest=1; Path=/');
    return new Response(`<!doctype html><html><head><script${nonce}>window.seen=${seen}</script></head></html>`, {
      status,
      headers,
    });
  };
  return { render, renders };
};

const setUp = (limits = { maxBytes: 10 * 1024 * 1024, maxAgeMs: 60_000 }) => {
  const catalogue = { title: 'First title' };
  const storefront = echoingStorefront(catalogue);
  let revision = 1;
  let nowMs = 0;
  const pages = sharedPages(storefront.render, {
    revision: { current: async () => revision },
    store: new PageStore<SharedPage>(limits),
    nowMs: () => nowMs,
  });
  const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    pages(new Request(`${ORIGIN}${path}`, { method, headers }), {
      nonce: 'fresh-nonce',
      apiFetch,
      publicOrigin: ORIGIN,
    });
  return {
    visit,
    renders: storefront.renders,
    changeCatalogue: (title: string) => {
      catalogue.title = title;
      revision += 1;
    },
    pass: (ms: number) => {
      nowMs += ms;
    },
  };
};

const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) Chrome/131.0 Mobile Safari/537.36';

describe('shared pages', () => {
  it("render a visitor's page once and give every visitor alike the same bytes, with a tag and a CDN's Cache-Control", async () => {
    const { visit, renders } = setUp();
    const first = await visit('/pl/', { 'user-agent': CHROME_ON_LINUX, cookie: 'tracker=a1' });
    const second = await visit('/pl/', { 'user-agent': FIREFOX_ON_WINDOWS, cookie: 'tracker=b2' });
    expect(renders).toHaveLength(1);
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(await second.text()).toBe(body);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(first.headers.get('ETag')).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(first.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    // Rendered as any visitor: no nonce, no cookie it was not meant to see, the platform's user agent, whole.
    expect(renders[0]?.options.nonce).toBeUndefined();
    expect(renders[0]?.options.wholeDocument).toBe(true);
    expect(renders[0]?.request.headers.get('cookie')).toBeNull();
    expect(body).not.toContain('tracker');
    expect(body).not.toContain('Chrome');
  });

  it('go out under a policy that allows exactly their own inline scripts by hash, and no nonce', async () => {
    const { visit } = setUp();
    const response = await visit('/pl/');
    const body = await response.text();
    const script = /<script>(.*)<\/script>/.exec(body)?.[1] ?? '';
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${sha(script)};`);
    expect(policy).not.toContain('nonce');
    expect(body).not.toContain('nonce');
  });

  it('keep a page apart for each platform and each value of the cookies a page is drawn from', async () => {
    const { visit, renders } = setUp();
    const plain = await (await visit('/pl/', { 'user-agent': CHROME_ON_LINUX })).text();
    const android = await (await visit('/pl/', { 'user-agent': ANDROID })).text();
    const closed = await (await visit('/pl/', { cookie: 'w3club=closed; tracker=x' })).text();
    expect(renders).toHaveLength(3);
    expect(android).toContain('Android');
    expect(plain).not.toContain('Android');
    expect(closed).toContain('w3club=closed');
    expect(closed).not.toContain('tracker');
    expect(await (await visit('/pl/', { cookie: 'w3club=closed' })).text()).toBe(closed);
    expect(await (await visit('/pl/', { 'user-agent': FIREFOX_ON_WINDOWS })).text()).toBe(plain);
    expect(renders).toHaveLength(3);
  });

  it("render a user's page for them alone, with their nonce and cookies, never kept", async () => {
    const { visit, renders } = setUp();
    const users: Record<string, string>[] = [
      { cookie: 'loggedIn=true' },
      { cookie: 'audiora_access=token-of-ann' },
      { cookie: 'audiora_refresh=r' },
      { authorization: 'Bearer abc' },
    ];
    for (const headers of users) {
      const response = await visit('/pl/', headers);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('ETag')).toBeNull();
      expect(await response.text()).toContain('nonce="fresh-nonce"');
    }
    expect(renders).toHaveLength(4);
    const visitor = await (await visit('/pl/')).text();
    expect(visitor).not.toContain('token-of-ann');
    expect(visitor).not.toContain('loggedIn');
  });

  it('never give one visitor what another sent, whatever the order of visits', async () => {
    // Few kinds of visitor, so that a sequence often brings two that differ only in what must not be shared.
    const cookieHeaders = [
      '',
      'tracker=a',
      'tracker=b',
      'w3club=closed',
      'w3club=closed; tracker=a',
      'tracker=b; w3club=closed',
      'appBanner=closed; fltest=1; tracker=a',
      'fltest=1; appBanner=closed; tracker=b',
      'loggedIn=true; tracker=c',
      'audiora_access=secret; w3club=closed',
    ];
    const visitor = fc.record({
      path: fc.constantFrom('/pl/', '/pl/katalog'),
      agent: fc.constantFrom(CHROME_ON_LINUX, ANDROID, FIREFOX_ON_WINDOWS),
      cookie: fc.constantFrom(...cookieHeaders),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(visitor, { minLength: 1, maxLength: 12 }), async (visitors) => {
        const { visit } = setUp();
        for (const { path, agent, cookie } of visitors) {
          const body = await (await visit(path, { 'user-agent': agent, ...(cookie ? { cookie } : {}) })).text();
          const seen = JSON.parse(/window\.seen=(.*)<\/script>/.exec(body)?.[1] ?? '{}') as { cookie: string | null };
          const own = new Set(cookie.split('; '));
          for (const pair of seen.cookie?.split('; ') ?? []) expect(own).toContain(pair);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('show a catalogue change at the very next request', async () => {
    const { visit, changeCatalogue, renders } = setUp();
    expect(await (await visit('/pl/')).text()).toContain('First title');
    changeCatalogue('Second title');
    expect(await (await visit('/pl/')).text()).toContain('Second title');
    expect(renders).toHaveLength(2);
  });

  it('are rendered again once they reach their greatest age', async () => {
    const { visit, pass, renders } = setUp();
    await visit('/pl/');
    pass(59_999);
    await visit('/pl/');
    pass(1);
    await visit('/pl/');
    expect(renders).toHaveLength(2);
  });

  it('answer 304 to a visitor holding the page, headers only to HEAD, and brotli or gzip to those who take them', async () => {
    const { visit } = setUp();
    const plain = await visit('/pl/');
    const body = await plain.text();
    const etag = plain.headers.get('ETag') ?? '';
    const again = await visit('/pl/', { 'if-none-match': `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe('');
    const head = await visit('/pl/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(Buffer.byteLength(body)));
    expect(await head.text()).toBe('');
    const br = await visit('/pl/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(body);
    expect(br.headers.get('ETag')).not.toBe(etag);
    const gz = await visit('/pl/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(body);
    // A tag of one encoding does not stand for another's bytes.
    expect((await visit('/pl/', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
  });

  it('wait for a page already being rendered instead of rendering it again', async () => {
    const { visit, renders } = setUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => visit('/pl/')));
    expect(renders).toHaveLength(1);
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
  });

  it('keep no page that sets a cookie or is not a 200, and give it a policy of its own hashes', async () => {
    const { visit, renders } = setUp();
    for (const path of ['/missing', '/pl/?fltest=1']) {
      const first = await visit(path);
      const body = await first.text();
      expect(first.headers.get('Cache-Control')).toBe('no-store');
      expect(first.headers.get('ETag')).toBeNull();
      const script = /<script>(.*)<\/script>/.exec(body)?.[1] ?? '';
      expect(first.headers.get('Content-Security-Policy')).toContain(sha(script));
      await visit(path);
    }
    expect(renders).toHaveLength(4);
  });
});
