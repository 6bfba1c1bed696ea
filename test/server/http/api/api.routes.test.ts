import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { apiErrorSchema } from '#contract/api-error.schema';
import { categoryListSchema } from '#contract/category.schema';
import { entryPointSchema } from '#contract/entry-point.schema';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

describe('reference API over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('GET /{lang}/v2/ (entry point)', () => {
    it.each([
      ['pl', 'PLN', 'pl-PL'],
      ['cz', 'CZK', 'cs-CZ'],
      ['de', 'EUR', 'de-DE'],
      ['tr', 'TRY', 'tr-TR'],
    ] as const)("names the %s market's catalogue, currency and locale tag", async (lang, currency, locale) => {
      const res = await t.app.request(`/${lang}/v2/`);
      expect(res.status).toBe(200);
      const body = entryPointSchema.parse(await res.json());
      expect(body).toMatchObject({ catalog_id: MARKETS[lang].catalogId, currency, locale });
      expect(body._links['app:categories']).toEqual({ href: `/${lang}/v2/categories` });
      expect(body._links.curies).toBeDefined();
    });

    it('answers with and without the trailing slash', async () => {
      expect((await t.app.request('/sk/v2')).status).toBe(200);
    });

    it('keeps only self with _f[noLinks]=1', async () => {
      const body = entryPointSchema.parse(await (await t.app.request('/pl/v2/?_f[noLinks]=1')).json());
      expect(body._links).toEqual({ self: { href: '/pl/v2/' } });
    });
  });

  describe('GET /{lang}/v2/categories', () => {
    it("serves the market's categories from the database, valid against the contract", async () => {
      const res = await t.app.request('/pl/v2/categories');
      expect(res.status).toBe(200);
      const body = categoryListSchema.parse(await res.json());
      const names = body._embedded['app:category'].map((c) => c.name);
      expect(names).toContain('Kryminał i sensacja');
      expect(names).toContain('Thriller');
      expect(body.total).toBe(body._embedded['app:category'].length);
    });

    it('serves each market in its own language', async () => {
      const body = categoryListSchema.parse(await (await t.app.request('/cz/v2/categories')).json());
      expect(body._embedded['app:category'].map((c) => c.name)).toContain('Pro děti');
    });

    it('may be cached for 900 s and revalidated with its ETag', async () => {
      const first = await t.app.request('/de/v2/categories');
      expect(first.headers.get('cache-control')).toBe('public, max-age=900');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const second = await t.app.request('/de/v2/categories', { headers: { 'if-none-match': etag ?? '' } });
      expect(second.status).toBe(304);
    });

    it('drops the links with _f[noLinks]=1', async () => {
      const body = categoryListSchema.parse(await (await t.app.request('/pl/v2/categories?_f[noLinks]=1')).json());
      expect(body._links).toEqual({ self: { href: '/pl/v2/categories' } });
    });

    it('answers 400 with a field error for a bad query parameter', async () => {
      const res = await t.app.request('/pl/v2/categories?_f[noLinks]=yes');
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json())).toEqual({
        message: 'Invalid query parameters',
        code: 'INVALID_QUERY',
        errors: [{ property: '_f[noLinks]', code: 'INVALID' }],
      });
    });
  });

  describe('errors', () => {
    it('answers 404 JSON for an unknown market', async () => {
      const res = await t.app.request('/fr/v2/categories');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Unknown market', code: 'MARKET_NOT_FOUND' });
    });

    it('answers 404 JSON for an unknown API path', async () => {
      const res = await t.app.request('/pl/v2/no-such-resource');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(apiErrorSchema.parse(await res.json()).code).toBe('NOT_FOUND');
    });

    it('rejects a body over the limit with 413', async () => {
      const res = await t.app.request('/pl/v2/categories', {
        method: 'POST',
        body: 'x'.repeat(1024 * 1024 + 1),
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.status).toBe(413);
      expect(apiErrorSchema.parse(await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers 500 with a JSON body and no stack trace when something breaks', async () => {
      const broken = await createTestApp();
      await broken.database.close();
      const res = await broken.app.request('/pl/v2/categories');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
      expect(text).not.toMatch(/at .*\.ts/);
    });
  });

  describe('security headers', () => {
    it('sets them on every response, with a fresh CSP nonce each time', async () => {
      const [a, b] = await Promise.all([t.app.request('/pl/v2/'), t.app.request('/nope')]);
      for (const res of [a, b]) {
        expect(res.headers.get('content-security-policy')).toMatch(
          /^default-src 'self'; script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'; style-src 'self' 'nonce-\1'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; media-src 'self' blob:; img-src 'self' data:; connect-src 'self'$/,
        );
        expect(res.headers.get('strict-transport-security')).toContain('max-age=');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
        expect(res.headers.get('x-powered-by')).toBeNull();
      }
      const nonce = (r: Response) => r.headers.get('content-security-policy')?.match(/nonce-([^']+)/)?.[1];
      expect(nonce(a)).not.toBe(nonce(b));
    });

    it('sets them on pages and files the API does not make, keeping their own headers', async () => {
      const staticRoot = mkdtempSync(join(tmpdir(), 'audiora-static-'));
      writeFileSync(join(staticRoot, 'robots.txt'), 'User-agent: *\n');
      const withPages = await createTestApp({
        staticRoot,
        storefront: (_request, { nonce }) =>
          Promise.resolve(
            new Response(`<html><script nonce="${nonce}"></script></html>`, {
              status: 200,
              headers: { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Language' },
            }),
          ),
      });
      try {
        const page = await withPages.app.request('/pl');
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(page.headers.get('vary')).toContain('Accept-Language');
        const file = await withPages.app.request('/robots.txt');
        expect(file.status).toBe(200);
        for (const res of [page, file]) {
          expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          expect(res.headers.get('x-frame-options')).toBe('DENY');
        }
        const sent = (await page.text()).match(/nonce="([^"]+)"/)?.[1];
        expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${sent}'`);
        expect(page.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${sent}'`);
      } finally {
        await withPages.close();
      }
    });
  });
});

describe('maintenance mode', () => {
  it('answers every API request 503 with Retry-After while on, and serves again when off', async () => {
    let on = true;
    const t = await createTestApp({ maintenance: { isOn: () => on } });
    try {
      for (const path of ['/pl/v2/', '/de/v2/categories', '/cz/v2/no-such-resource']) {
        const res = await t.app.request(path);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('120');
        expect(apiErrorSchema.parse(await res.json()).code).toBe('MAINTENANCE');
      }
      on = false;
      expect((await t.app.request('/de/v2/categories')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
