import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const HERE = join(import.meta.dirname, 'media-harness');
const MODULES = join(import.meta.dirname, '..', '..', 'node_modules');

/** The harness's files, served on the store's own origin so its API calls carry the page's cookies. */
const FILES: Readonly<Record<string, { readonly path: string; readonly type: string }>> = {
  'index.html': { path: join(HERE, 'index.html'), type: 'text/html; charset=utf-8' },
  'harness.mjs': { path: join(HERE, 'harness.mjs'), type: 'text/javascript' },
  'dash.js': { path: join(MODULES, 'dashjs', 'dist', 'modern', 'umd', 'dash.all.min.js'), type: 'text/javascript' },
  'hls.js': { path: join(MODULES, 'hls.js', 'dist', 'hls.min.js'), type: 'text/javascript' },
};

export const HARNESS_PATH = '/__media-harness/';

/** What `playWith` measured. */
export interface Playback {
  readonly firstPlayingMs: number | null;
  readonly seekMs: number | null;
  /** The loudest root-mean-square level heard (after a seek, the quieter of before and after). */
  readonly rms: number;
  readonly position: number;
  readonly rate: number;
  readonly error: string | null;
}

export interface PlayRequest {
  readonly engine: 'dash' | 'hls';
  readonly stream: { readonly url: string; readonly licenseUrl?: string | undefined };
  readonly seekToS?: number;
  readonly rate?: number;
  readonly listenMs?: number;
}

/**
 * Opens the harness at `${origin}/__media-harness/`: the files come from the test, every other request of the page
 * goes to the real server. A click gives the page the user activation audio needs.
 */
export const openMediaHarness = async (
  page: Page,
  origin: string,
): Promise<(request: PlayRequest) => Promise<Playback>> => {
  await page.route(`${origin}${HARNESS_PATH}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(HARNESS_PATH.length) || 'index.html';
    const file = FILES[name];
    if (!file) return route.fulfill({ status: 404, body: 'not part of the harness' });
    return route.fulfill({ status: 200, contentType: file.type, body: readFileSync(file.path) });
  });
  await page.goto(`${origin}${HARNESS_PATH}`);
  await page.waitForFunction(() => 'playWith' in window);
  await page.click('#start');
  return (request) =>
    page.evaluate(
      (r) => (window as unknown as { playWith: (r: PlayRequest) => Promise<Playback> }).playWith(r),
      request,
    );
};
