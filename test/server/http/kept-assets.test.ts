import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync, brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepAssets, keptAssets } from '#server/http/kept-assets';

const SCRIPT = 'export const greeting = "hello";\n'.repeat(40);
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('kept assets', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kept-assets-'));
    writeFileSync(join(dir, 'app-1a2b.js'), SCRIPT);
    writeFileSync(join(dir, 'app-1a2b.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dir, 'app-1a2b.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dir, 'only-gzip-3c4d.css'), 'body{color:red}');
    writeFileSync(join(dir, 'only-gzip-3c4d.css.gz'), gzipSync('body{color:red}'));
    mkdirSync(join(dir, 'fonts'));
    writeFileSync(join(dir, 'fonts', 'face-5e6f.woff2'), Buffer.from([1, 2, 3, 4]));
    writeFileSync(join(dir, 'large-7a8b.js'), 'x'.repeat(2_000));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const appOver = (limits = { maxFileBytes: 1_500, maxTotalBytes: 1_000_000 }) => {
    const app = new Hono();
    app.get('/assets/*', keptAssets(keepAssets(dir, '/assets', limits), IMMUTABLE), (c) => c.text('from disk', 203));
    return app;
  };

  const get = (app: Hono, path: string, headers: Record<string, string> = {}, method = 'GET') =>
    app.request(path, { method, headers });

  it('answers the brotli copy to a client that prefers it, with the immutable policy and Vary', async () => {
    const response = await get(appOver(), '/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(brotliDecompressSync(bytes).toString()).toBe(SCRIPT);
  });

  it('answers gzip where brotli is refused, and the file itself to a client that accepts neither', async () => {
    const app = appOver();
    const gzip = await get(app, '/assets/app-1a2b.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await get(app, '/assets/app-1a2b.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('offers only the copies the build made', async () => {
    const response = await get(appOver(), '/assets/only-gzip-3c4d.css', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe('body{color:red}');
  });

  it('keeps files in folders, without a Vary where there is nothing to choose', async () => {
    const response = await get(appOver(), '/assets/fonts/face-5e6f.woff2', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('font/woff2');
    expect(response.headers.get('Vary')).toBeNull();
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3, 4]);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get(appOver(), '/assets/app-1a2b.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(await response.text()).toBe('');
  });

  it('leaves unknown paths, compressed copies asked for by name and files over the limits to the next handler', async () => {
    const app = appOver();
    for (const path of ['/assets/missing.js', '/assets/app-1a2b.js.br', '/assets/large-7a8b.js'])
      expect((await get(app, path)).status, path).toBe(203);
    const small = appOver({ maxFileBytes: 10_000, maxTotalBytes: SCRIPT.length + 10 });
    expect((await get(small, '/assets/app-1a2b.js')).status).toBe(203);
  });

  it('keeps nothing from a folder that does not exist', () => {
    expect(keepAssets(join(dir, 'absent'), '/assets').size).toBe(0);
  });
});
