import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA_PUBLIC_DIR } from '#server/media/demo-recording';
import { DEMO_RECORDINGS } from '#server/media/demo-recordings';
import { mediaTreeVersion } from '#server/media/media-version';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

const REPO = join(import.meta.dirname, '../../../..');
const VERSION = mediaTreeVersion();
const recording = DEMO_RECORDINGS.find((r) => r.protected && r.kind === 'audiobook') ?? DEMO_RECORDINGS[0];
const folder = recording?.id ?? '';
const onDisk = (path: string) => readFileSync(join(REPO, DEMO_MEDIA_PUBLIC_DIR, path));
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the public media tree under /media/{version}/', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const fetchTree = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    testApp.app.request(`/media/${VERSION}/${path}`, { method, headers });

  it.each([
    ['manifest.mpd', 'application/dash+xml', 'public, max-age=60'],
    ['master.m3u8', 'application/vnd.apple.mpegurl', 'public, max-age=60'],
    ['audio/index.m3u8', 'application/vnd.apple.mpegurl', 'public, max-age=60'],
    ['audio/init.mp4', 'audio/mp4', IMMUTABLE],
    ['audio/seg-00001.m4s', 'audio/mp4', IMMUTABLE],
    ['sample/audio/seg-00001.m4s', 'audio/mp4', IMMUTABLE],
  ])('serves %s as %s, cached %s, readable from any origin', async (file, type, cache) => {
    const res = await fetchTree(`${folder}/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(type);
    expect(res.headers.get('Cache-Control')).toBe(cache);
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(Buffer.from(await res.arrayBuffer()).equals(onDisk(`${folder}/${file}`))).toBe(true);
  });

  it('answers one byte range with 206 and a range past the end with 416', async () => {
    const file = `${folder}/audio/seg-00002.m4s`;
    const bytes = onDisk(file);
    const part = await fetchTree(file, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers.get('Content-Length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await fetchTree(file, { Range: 'bytes=-16' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 16))).toBe(true);
    const past = await fetchTree(file, { Range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe(`bytes */${bytes.length}`);
  });

  it('compresses manifests only, never audio', async () => {
    const mpd = await fetchTree(`${folder}/manifest.mpd`, { 'Accept-Encoding': 'gzip' });
    expect(mpd.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await mpd.arrayBuffer())).equals(onDisk(`${folder}/manifest.mpd`))).toBe(true);
    const playlist = await fetchTree(`${folder}/audio/index.m3u8`, { 'Accept-Encoding': 'gzip' });
    expect(onDisk(`${folder}/audio/index.m3u8`).length).toBeGreaterThan(1024);
    expect(playlist.headers.get('Content-Encoding')).toBe('gzip');
    for (const file of ['audio/init.mp4', 'audio/seg-00001.m4s']) {
      const res = await fetchTree(`${folder}/${file}`, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(res.headers.get('Content-Encoding'), file).toBeNull();
      expect(res.headers.get('Vary'), file).toBeNull();
    }
  });

  it('revalidates a manifest by its tag, and answers HEAD without a body', async () => {
    const first = await fetchTree(`${folder}/manifest.mpd`);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await fetchTree(`${folder}/manifest.mpd`, { 'If-None-Match': etag })).status).toBe(304);
    const head = await fetchTree(`${folder}/audio/seg-00001.m4s`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(onDisk(`${folder}/audio/seg-00001.m4s`).length));
    expect(await head.text()).toBe('');
  });

  it('serves nothing but media files of this version', async () => {
    for (const path of [
      `/media/0000000000000000/${folder}/manifest.mpd`,
      `/media/${folder}/manifest.mpd`,
      `/media/${VERSION}/${folder}/missing.mpd`,
      `/media/${VERSION}/${folder}`,
      `/media/${VERSION}/${folder}/audio/`,
      `/media/${VERSION}/../demo-content-keys.ts`,
      `/media/${VERSION}/%2e%2e/demo-content-keys.ts`,
      `/media/${VERSION}/..%2f..%2fdemo-content-keys.ts`,
      `/media/${VERSION}/${folder}/../../downloads/${folder}.m4a`,
      `/media/${VERSION}/.hidden.mpd`,
      `/media/${VERSION}/${folder}/manifest.mpd.json`,
    ]) {
      const res = await testApp.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type'), path).toContain('application/json');
    }
  });
});
