import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e-page';

/** React Router's router, which the client entry exposes once hydration has begun. */
type ProbedWindow = Window & {
  __reactRouterDataRouter?: { state: { initialized: boolean }; navigate: (to: string) => Promise<void> };
};

/** A language's interface text is its own chunk, named after the file (`common-<hash>.js`). */
const LOCALE_FILE = /\/assets\/common-[\w-]+\.json$/;

test.describe('localised pages, server-rendered', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { path: '/pl/koszyk', lang: 'pl', title: 'Koszyk', lead: 'Sprawdź produkty przed przejściem do płatności.' },
    { path: '/cz/kosik', lang: 'cs', title: 'Košík', lead: 'Zkontrolujte položky, než přejdete k platbě.' },
    { path: '/de/cart', lang: 'de', title: 'Warenkorb', lead: 'Prüfe deine Artikel, bevor du zur Kasse gehst.' },
    { path: '/pl/dolacz-do-klubu-audiora', lang: 'pl', title: 'Dołącz do Klubu Audiora', lead: null },
    {
      path: '/cz/obnoveni-hesla',
      lang: 'cs',
      title: 'Zapomenuté heslo',
      lead: 'Pošleme vám e-mail s odkazem na nastavení nového hesla.',
    },
  ];
  for (const { path, lang, title, lead } of pages) {
    test(`${path} answers 200 with its title in ${lang}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Audiora`);
      if (lead) await expect(page.getByText(lead)).toBeVisible();
    });
  }

  const missing = [
    { path: '/pl/nie/ma/takiej', title: 'Nie znaleziono strony' },
    { path: '/de/koszyk', title: 'Seite nicht gefunden' },
    { path: '/cz/cart', title: 'Stránka nenalezena' },
    { path: '/xx/cart', title: 'Nie znaleziono strony' },
  ];
  for (const { path, title } of missing) {
    test(`${path} answers 404 with the market's not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Audiora`);
    });
  }

  test('/cz/error/503 is the maintenance page with status 503', async ({ page }) => {
    const response = await page.goto('/cz/error/503');
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('120');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hned jsme zpátky');
    await expect(page.getByRole('link', { name: 'Zkusit znovu' })).toHaveAttribute('href', '/cz');
  });
});

// With its scripts: the text is asked for by the release script in the head, once the main image is painted.
test.describe("the page's language text", () => {
  test("a page preloads its own language's text as a file the browser keeps, and carries no text beyond its own", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/pl/koszyk')).text();
    // Held with the scripts, so it does not take bandwidth from the main image.
    expect(html).not.toMatch(/<link[^>]*as="fetch"/);
    await page.goto('/pl/koszyk');
    const file = await page.locator('link[rel="preload"][as="fetch"][crossorigin="anonymous"]').getAttribute('href');
    expect(file).toMatch(LOCALE_FILE);
    expect(html).not.toContain('Nie znaleziono strony');
    const text = await request.get(file ?? '');
    expect(text.headers()['cache-control']).toContain('immutable');
    const words = await text.text();
    expect(words).toContain('Nie znaleziono strony');
    for (const foreign of ['Warenkorb', 'Košík', 'Sepet', 'Page not found']) {
      expect(html).not.toContain(foreign);
      expect(words).not.toContain(foreign);
    }
  });
});

test.describe('short links', () => {
  test('a recognised short link answers 302 to its route in the Accept-Language market', async ({ request }) => {
    const player = await request.get('/p/123', { headers: { 'Accept-Language': 'cs-CZ,cs;q=0.9' }, maxRedirects: 0 });
    expect(player.status()).toBe(302);
    expect(player.headers().location).toBe('/cz/prehravac/123');
    const catalog = await request.get('/cat', { headers: { 'Accept-Language': 'de' }, maxRedirects: 0 });
    expect(catalog.headers().location).toBe('/de/catalog');
  });

  test('an unrecognised short link is a 404 page', async ({ request }) => {
    expect((await request.get('/p/1/2', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('translations in the browser', () => {
  test("hydrate with the page's language file, then fetch exactly one more when the market changes", async ({
    page,
  }) => {
    const chunks = new Set<string>();
    const errors: string[] = [];
    page.on('request', (request) => {
      if (LOCALE_FILE.test(new URL(request.url()).pathname)) chunks.add(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/de/cart');
    await waitForHydration(page, 'main h1');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
    // The page's own language, which the page preloads and the browser keeps: not in the page's data.
    expect(chunks.size).toBe(1);
    expect(await (await page.request.get('/de/cart')).text()).not.toContain('user_panel');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    // Another market of the same paths in the same tab: the browser loads that language, and only it.
    await page.evaluate(() => (window as ProbedWindow).__reactRouterDataRouter?.navigate('/lt/cart'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Krepšelis');
    await expect(page).toHaveTitle('Krepšelis | Audiora');
    await page.waitForLoadState('networkidle');
    expect(chunks.size).toBe(2);

    // Back within a market already loaded: no further language chunk.
    await page.evaluate(() => (window as ProbedWindow).__reactRouterDataRouter?.navigate('/de/applications'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apps');
    await page.waitForLoadState('networkidle');
    expect(chunks.size).toBe(2);
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('the route table in the browser', () => {
  test('comes with the page: nothing asks the server for routes, on load or on the way to a page of another kind', async ({
    page,
  }) => {
    const routeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__manifest') routeRequests.push(request.url());
    });

    await page.goto('/pl');
    await waitForHydration(page, 'main h1');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    const card = page.locator('main a[href^="/pl/audiobook/"]').first();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(href ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Navigated in the page, not reloaded, and never waiting for a route-discovery answer.
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
    expect(routeRequests).toEqual([]);
  });

  /** A hydrated page at `path`, noting the documents it loads from now on and the errors it throws. */
  const openWatched = async (page: Page, path: string) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await waitForHydration(page, 'main h1');
    // Every part hydrated (a navigation meanwhile makes React draw a part still hydrating afresh, and say so).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    const navigateInPage = (to: string) =>
      page.evaluate((target) => (window as ProbedWindow).__reactRouterDataRouter?.navigate(target), to);
    const samePage = () => page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage);
    return { errors, documents, navigateInPage, samePage };
  };

  /** Asked in the page for `path`, the watched page loads it as a whole document, the only one it loads. */
  const expectLoadedAsDocument = async (
    page: Page,
    watched: Awaited<ReturnType<typeof openWatched>>,
    target: { path: string; heading: string; lang: string },
  ) => {
    await watched.navigateInPage(target.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
    expect(watched.documents).toEqual([target.path]);
    expect(await watched.samePage()).toBeUndefined();
  };

  test("a pl page knows only its own market's pages: one of another market's, asked in the page, loads as a document", async ({
    page,
  }) => {
    const watched = await openWatched(page, '/pl/koszyk');
    await expectLoadedAsDocument(page, watched, { path: '/cz/kosik', heading: 'Košík', lang: 'cs' });

    // Its own pages still open in the page.
    await waitForHydration(page, 'main h1');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await watched.navigateInPage('/cz/aplikace');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Košík');
    expect(watched.documents).toEqual(['/cz/kosik']);
    expect(await watched.samePage()).toBe(true);
    expect(watched.errors).toEqual([]);
  });

  test('a page of the English paths loads a pl page as a document too, where its own routes would claim the path', async ({
    page,
  }) => {
    const watched = await openWatched(page, '/de/cart');
    // Its own club page (`/:market/join-{product}-club`, the brand a parameter) has the shape of `/pl/koszyk`.
    await expectLoadedAsDocument(page, watched, { path: '/pl/koszyk', heading: 'Koszyk', lang: 'pl' });
    expect(watched.errors).toEqual([]);
  });
});
