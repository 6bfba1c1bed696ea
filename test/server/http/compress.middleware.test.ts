import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponses, STREAM_ENCODINGS } from '#server/http/compress.middleware';

const big = { items: Array.from({ length: 80 }, (_, i) => ({ id: i, name: `Title number ${i}` })) };

const app = () => {
  const hono = new Hono();
  hono.use('*', compressResponses);
  hono.get('/big', (c) => {
    c.header('ETag', '"abc"');
    return c.json(big);
  });
  hono.get('/lang', (c) => {
    c.header('Vary', 'Accept-Language');
    return c.json(big);
  });
  hono.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  hono.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });
  hono.get('/small', (c) => c.body('x'.repeat(10), 200, { 'Content-Type': 'text/plain', 'Content-Length': '10' }));
  return hono;
};

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['br', undefined],
    ['gzip, deflate, br', 'gzip'],
    ['deflate', 'deflate'],
    ['gzip;q=0.5, deflate', 'deflate'],
    ['gzip;q=0, *', 'deflate'],
    ['*;q=0.3', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=nonsense', undefined],
  ])('%j -> %s', (header, expected) => {
    expect(chooseEncoding(header, STREAM_ENCODINGS)).toBe(expected);
  });

  it("prefers the first offered encoding on a tie, and the client's weights over the order", () => {
    expect(chooseEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip, br;q=0.5', ['br', 'gzip'])).toBe('gzip');
  });
});

describe('compressResponses', () => {
  it('gzips a large JSON answer for a client that accepts it, with a weak tag and Vary', async () => {
    const response = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('ETag')).toBe('W/"abc"');
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
  });

  it('deflates when only deflate is accepted', async () => {
    const response = await app().request('/big', { headers: { 'Accept-Encoding': 'deflate' } });
    expect(response.headers.get('Content-Encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
  });

  it('answers plain bytes without an accepted encoding, still saying the answer varies on it', async () => {
    const response = await app().request('/big');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('ETag')).toBe('"abc"');
    expect(await response.json()).toEqual(big);
  });

  it('keeps a Vary the handler set, adding Accept-Encoding to it', async () => {
    const response = await app().request('/lang', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Vary')).toBe('Accept-Language, Accept-Encoding');
  });

  it.each(['/png', '/no-transform', '/small'])('leaves %s as it is', async (path) => {
    const response = await app().request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
  });

  it('does not compress the answer to a HEAD request', async () => {
    const response = await app().request('/big', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
  });
});
