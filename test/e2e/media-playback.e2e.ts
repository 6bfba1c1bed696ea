import { expect, test } from '@playwright/test';
import { openMediaHarness, type Playback } from '../../scripts/bench/media-harness';
import {
  buyTitles,
  catalogIdOf,
  homeProducts,
  mediaOf,
  type StreamMedia,
  streamOf,
} from '../../scripts/bench/media-journey';

const MARKET = 'pl';

/** Real sound: an AnalyserNode on the element sees a signal well above silence. */
const AUDIBLE_RMS = 0.01;

const expectHeard = (playback: Playback) => {
  expect(playback.error).toBeNull();
  expect(playback.firstPlayingMs).not.toBeNull();
  expect(playback.rms).toBeGreaterThan(AUDIBLE_RMS);
};

test.describe('streams as a listener hears them', () => {
  test('a visitor hears the clear sample through dash.js and hls.js', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const [product] = await homeProducts(page.request, MARKET);
    if (!product) throw new Error('the home screen lists no titles');
    const catalogId = await catalogIdOf(page.request, MARKET);
    const answer = await mediaOf(page.request, MARKET, catalogId, product.id, true);
    expect(answer.status(), await answer.text()).toBe(200);
    const sample = (await answer.json()) as StreamMedia;
    expect(sample.key_id ?? null).toBeNull();
    expect(sample.dash.license_url ?? null).toBeNull();
    // The full title is the buyer's alone.
    expect((await mediaOf(page.request, MARKET, catalogId, product.id)).status()).toBe(401);
    const play = await openMediaHarness(page, origin);
    for (const engine of ['dash', 'hls'] as const)
      expectHeard(await play({ engine, stream: streamOf(sample, engine) }));
  });

  test('a buyer hears a protected title through dash.js and hls.js with ClearKey, seeks to 60 s and plays at 1.5x', async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const media = await buyTitles(page.request, origin, MARKET, 3);
    const protectedTitle = media.find((m) => m.key_id);
    if (!protectedTitle) throw new Error('none of the bought titles is protected');
    expect(protectedTitle.dash.license_url).toBeTruthy();
    expect(protectedTitle.table_of_contents.length).toBeGreaterThanOrEqual(3);
    const play = await openMediaHarness(page, origin);
    for (const engine of ['dash', 'hls'] as const) {
      const playback = await play({ engine, stream: streamOf(protectedTitle, engine), seekToS: 60, rate: 1.5 });
      expectHeard(playback);
      expect(playback.position).toBeGreaterThanOrEqual(60);
      expect(playback.rate).toBe(1.5);
    }
  });

  test('a wrong or withheld key surfaces as a player error, never as silence', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const media = await buyTitles(page.request, origin, MARKET, 3);
    const protectedTitle = media.find((m) => m.key_id);
    if (!protectedTitle?.dash.license_url) throw new Error('none of the bought titles is protected');
    const play = await openMediaHarness(page, origin);

    // A licence answer with another key for the same key id: the content cannot be decrypted.
    const licencePath = new URL(protectedTitle.dash.license_url, origin).pathname;
    await page.route(
      (url) => url.pathname === licencePath,
      async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { keys: { kty: string; kid: string; k: string }[]; type: string };
        const wrong = body.keys.map((key) => ({ ...key, k: Buffer.alloc(16, 7).toString('base64url') }));
        await route.fulfill({ response: answer, json: { ...body, keys: wrong } });
      },
    );
    for (const engine of ['dash', 'hls'] as const) {
      const playback = await play({ engine, stream: streamOf(protectedTitle, engine), listenMs: 600 });
      // MEDIA_ERR_DECODE: the samples do not decrypt with that key.
      expect(playback.error, engine).toBe('media element error 3');
      expect(playback.rms, engine).toBeLessThan(AUDIBLE_RMS);
    }
    await page.unrouteAll();

    // Signed out, the licence is refused.
    await page.context().clearCookies();
    const withheld = await play({ engine: 'dash', stream: streamOf(protectedTitle, 'dash'), listenMs: 600 });
    expect(withheld.error).toMatch(/licenser error.*401/);
    expect(withheld.rms).toBeLessThan(AUDIBLE_RMS);
  });
});
