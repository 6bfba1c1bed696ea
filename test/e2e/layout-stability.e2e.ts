import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { waitForHydration } from '../support/e2e-page';

const MARKETS_UNDER_TEST = ['pl', 'de'] as const satisfies readonly Locale[];
const ROUTING = { product: 'audiora' };
const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1280, height: 900 } };

interface Listed {
  readonly id: string;
  readonly type: string;
}

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path, { headers: { connection: 'close' } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

/** One page of each type a visitor reads, with real ids from the API. */
const pagesOf = async (request: APIRequestContext, market: Locale) => {
  const categories = await getJson<{ _embedded: { 'app:category': { slug: string; parent_id: string | null }[] } }>(
    request,
    `/${market}/v2/categories`,
  );
  const category = categories._embedded['app:category'].find((c) => c.parent_id === null);
  if (!category) throw new Error(`No top-level category in ${market}`);
  const products = await getJson<{ _embedded: { 'app:product': Listed[] } }>(
    request,
    `/${market}/v2/categories/${category.slug}/products?limit=15`,
  );
  const audiobook = products._embedded['app:product'].find((p) => p.type === 'audiobook');
  const podcasts = await getJson<{ _embedded: { 'app:product': Listed[] } }>(
    request,
    `/${market}/v2/podcasts?limit=1&_f[noLinks]=1`,
  );
  const podcast = podcasts._embedded['app:product'][0];
  if (!audiobook || !podcast) throw new Error(`No audiobook or podcast in ${market}`);
  return {
    home: pathFor('home', {}, market, ROUTING),
    catalogue: pathFor('catalog', {}, market, ROUTING),
    category: pathFor('category', { id: category.slug }, market, ROUTING),
    search: `${pathFor('search', {}, market, ROUTING)}?phrase=a`,
    'search without results': `${pathFor('search', {}, market, ROUTING)}?phrase=qqqxqqq`,
    audiobook: pathFor('audiobook', { id: audiobook.id }, market, ROUTING),
    podcast: pathFor('podcast', { id: podcast.id }, market, ROUTING),
    help: pathFor('helpCenter', {}, market, ROUTING),
  };
};

const PAGE_TYPES = [
  'home',
  'catalogue',
  'category',
  'search',
  'search without results',
  'audiobook',
  'podcast',
  'help',
] as const;

/**
 * How far down the comparison reaches, in screens: what a visitor sees first and the next screen, the part a slow
 * phone shows before hydration. Lower down, a part styled by its own chunk (an audiobook's review pager, the cards
 * of its "recommended after" swimlane) may settle once its code is in, out of sight.
 */
const SCREENS = 2;

/**
 * Where the page's blocks sit (the header, and the main content two levels down) within the first screens, loaded in a fresh context with or
 * without JavaScript: with it, once hydrated and every deferred part's code is in.
 */
const layoutOf = async (
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
  javaScriptEnabled: boolean,
) => {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const blocks = await page.evaluate((screens) => {
    const shown = Array.from(document.querySelectorAll('body > header, main > *, main > * > *')).filter(
      (element) => element.getBoundingClientRect().top < screens * window.innerHeight,
    );
    // Where each block starts: a block that grows further down moves nothing the visitor sees.
    return shown.map(
      (element) => `${element.localName}.${element.className} at ${Math.round(element.getBoundingClientRect().top)}`,
    );
  }, SCREENS);
  await context.close();
  return blocks;
};

// Parts whose code comes after the page's are rendered by the server. Their stylesheets must come with the page:
// the server's HTML is laid out as it will be once hydrated, so nothing moves when their code arrives, and a
// visitor without JavaScript (or still waiting for it) sees the page as designed.
// A page type is laid out by the same components in every market: each type is checked in one market, the markets
// taking turns, so both are seen and no pair repeats what another proves.
test.describe("the server's HTML is laid out as the hydrated page", () => {
  for (const [index, type] of PAGE_TYPES.entries()) {
    const market = MARKETS_UNDER_TEST[index % MARKETS_UNDER_TEST.length] ?? 'pl';
    test(`${market} ${type}, on a phone and a desktop`, async ({ browser, request }) => {
      const path = (await pagesOf(request, market))[type];
      for (const viewport of Object.values(VIEWPORTS)) {
        const hydrated = await layoutOf(browser, path, viewport, true);
        expect(await layoutOf(browser, path, viewport, false), `${viewport.width} px wide`).toEqual(hydrated);
      }
    });
  }
});
