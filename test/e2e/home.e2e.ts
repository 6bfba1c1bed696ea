import { createHash } from 'node:crypto';
import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e-page';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** What the init script records for every `securitypolicyviolation` event on the page. */
interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

/** The globals these tests read: one set by the init script, one by React Router's `HydratedRouter`. */
type ProbedWindow = Window & {
  __cspViolations?: CspViolation[];
  __reactRouterDataRouter?: { state: { initialized: boolean } };
};

const POLISH_TOP_LEVEL = [
  'Kryminał i sensacja',
  'Fantastyka',
  'Klasyka literatury',
  'Historia i biografie',
  'Dla dzieci',
  'Rozwój osobisty',
];
const POLISH_CHILDREN = ['Thriller', 'Klasyczny kryminał'];
const CZECH_TOP_LEVEL = [
  'Detektivky a thrillery',
  'Fantasy a sci-fi',
  'Klasická literatura',
  'Historie a životopisy',
  'Pro děti',
  'Osobní rozvoj',
];
const NOT_FOUND_TITLE = 'Nie znaleziono strony';

/** The home screen's category-list section ("Kategorie" in pl and cz, "Kategorien" in de): its links, in order. */
const categoryItems = (page: Page, title = 'Kategorie') =>
  page.getByRole('main').getByRole('region', { name: title, exact: true }).getByRole('link');

/** The home screen's first swimlane ("Nowości" in pl): its covers. */
const firstLaneCovers = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Nowości', exact: true }).locator('img');

/** Records CSP violations from the very first script on; Playwright injects init scripts over CDP, outside the CSP. */
const recordCspViolations = (page: Page) =>
  page.addInitScript(() => {
    const probe = window as ProbedWindow;
    probe.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      probe.__cspViolations?.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });

/** Collects console errors (but the expected ones) and uncaught exceptions. */
const collectErrors = (page: Page, expected: (message: ConsoleMessage) => boolean = () => false): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message)) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Polish home page is server-rendered with its sections, top-level categories only', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/pl');
    expect(response?.status()).toBe(200);
    await expect(categoryItems(page)).toHaveText(POLISH_TOP_LEVEL);
    // Swimlane covers: sized by ?w= with a 2x srcset, in fixed boxes, the first row eager and the first cover first.
    const covers = firstLaneCovers(page);
    expect(await covers.count()).toBeGreaterThan(3);
    await expect(covers.first()).toHaveAttribute('src', /\?w=176$/);
    await expect(covers.first()).toHaveAttribute('srcset', /\?w=176 1x, .+\?w=352 2x$/);
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(covers.first()).toHaveAttribute('width', '176');
    await expect(covers.first()).toHaveAttribute('height', '176');
    const laterRow = page.getByRole('main').locator('section[data-section-type="products-swimlane"]').nth(1);
    await expect(laterRow.locator('img').first()).toHaveAttribute('loading', 'lazy');

    // The children exist in the catalogue, yet neither the home page nor the shell lists them.
    const api = await request.get('/pl/v2/categories');
    expect(api.ok()).toBe(true);
    const body = (await api.json()) as { _embedded: { 'app:category': { name: string; parent_id: string | null }[] } };
    const children = body._embedded['app:category'].filter((category) => category.parent_id !== null);
    expect(children.map((category) => category.name)).toEqual(expect.arrayContaining(POLISH_CHILDREN));
    const categoryLinks = [
      ...(await categoryItems(page).allTextContents()),
      ...(await page
        .getByRole('contentinfo')
        .getByRole('region', { name: 'Katalog' })
        .getByRole('link')
        .allTextContents()),
    ];
    expect(categoryLinks).toHaveLength(POLISH_TOP_LEVEL.length * 2);
    for (const child of children) expect(categoryLinks).not.toContain(child.name);
  });

  for (const path of ['/pl/no-such-page', '/xx']) {
    test(`${path} answers 404 with a not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
      await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/pl');
    });
  }
});

test.describe('with JavaScript', () => {
  test('the Polish home page hydrates without console errors or CSP violations', async ({ page }) => {
    const errors = collectErrors(page);
    const failedRequests: string[] = [];
    page.on('requestfailed', (request) => failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.url()}: ${response.status()}`);
    });
    await recordCspViolations(page);

    await page.goto('/pl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(categoryItems(page)).toHaveText(POLISH_TOP_LEVEL);
    await waitForHydration(page, 'main h1');
    // Let the late effects settle before judging the console.
    await page.waitForLoadState('networkidle');

    await expect(categoryItems(page)).toHaveText(POLISH_TOP_LEVEL);
    const cspViolations = await page.evaluate(() => (window as ProbedWindow).__cspViolations);
    expect({ cspViolations, errors, failedRequests }).toEqual({ cspViolations: [], errors: [], failedRequests: [] });
  });

  test("the page's stylesheets arrive in its head and its scripts wait for its main image, so neither holds back the first paint", async ({
    page,
    request,
  }) => {
    // A visitor's page (shared, so without a nonce) and a user's (with this response's nonce) are tuned alike.
    for (const cookie of [undefined, 'loggedIn=true']) {
      const html = await (await request.get('/pl', cookie ? { headers: { cookie } } : {})).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const nonce = /<script[^>]*\bnonce="([^"]+)"/.exec(html)?.[1];
      expect(nonce === undefined).toBe(cookie === undefined);
      const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
      const links = head.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        // A trailing # marks a stylesheet a lazy chunk shares; the copy names the file, and so does a disabled twin of
        // its link, which the lazy chunk's loader finds.
        const href = /href="([^"#]+)#?"/.exec(link);
        if (/\bdisabled\b/.test(link)) {
          expect(links).toContainEqual(expect.stringContaining(`href="${href?.[1]}#"`));
          continue;
        }
        expect(link).toContain('media="print"');
        expect(head).toContain(`<style${nonceAttribute} data-href="${href?.[1]}">`);
      }
      // No script is fetched by the markup itself: the release script in the head starts them.
      expect(head).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
      expect(html).not.toMatch(/<script\b[^>]*type="module"/);
      expect(html).toContain(`<script${nonceAttribute} type="text/x-audiora-held-module">`);
    }

    await recordCspViolations(page);
    await page.goto('/pl');
    await waitForHydration(page, 'main h1');
    // The inline copies style the page: the top bar is laid out as a row, not as unstyled blocks.
    await expect(page.getByRole('banner').locator('> *').first()).toHaveCSS('display', /flex|grid/);
    expect(await page.evaluate(() => (window as ProbedWindow).__cspViolations)).toEqual([]);

    const timing = await page.evaluate(() => {
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const [image] = performance.getEntriesByName(hero?.currentSrc ?? '', 'resource') as PerformanceResourceTiming[];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.+\.js$/));
      return { imageEnd: image?.responseEnd ?? 0, scriptStarts: scripts.map((entry) => entry.startTime) };
    });
    expect(timing.imageEnd).toBeGreaterThan(0);
    expect(timing.scriptStarts.length).toBeGreaterThan(0);
    for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.imageEnd);
  });

  test('hydrating the home page formats no price in the browser: the server wrote them out', async ({ page }) => {
    await page.addInitScript(() => {
      const probe = window as Window & { __numberFormats?: number };
      probe.__numberFormats = 0;
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          probe.__numberFormats = (probe.__numberFormats ?? 0) + 1;
          return Reflect.construct(target, args);
        },
      });
    });
    await page.goto('/pl');
    await waitForHydration(page, 'main section li a');
    await expect(page.getByRole('main').locator('section li p').filter({ hasText: /zł/ }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { __numberFormats?: number }).__numberFormats)).toBe(0);
  });

  test('a visitor who only reads never fetches the composition root; the first intent brings all its chunks at once, before the first of them has arrived', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/pl');
    await waitForHydration(page, 'main h1');
    const fetched = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) =>
            /\/assets\/(create-container|load-browser-container)-[\w-]+\.js$/.test(new URL(entry.name).pathname),
          ),
      );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await fetched(), 'nothing asked for the services yet').toBe(false);
    // The server's sign-in link stands meanwhile, as a visitor's page shows it.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();

    // The slices run one after another, but the first one's import preloads the whole graph: one round trip, not four.
    // Each chunk is answered only once all four have been asked for; in waves, the first answer would be waited for
    // by the requests after it, and the hold would give up first.
    const order = ['device.schema', 'screen.schema', 'cart.schema', 'create-container'];
    const asked = new Set<string>();
    let everyChunkAsked: () => void = () => undefined;
    const allAsked = new Promise<void>((resolve) => (everyChunkAsked = resolve));
    let gaveUp = false;
    await page.route(
      /\/assets\/(device\.schema|screen\.schema|cart\.schema|create-container)-[\w-]+\.js$/,
      async (route) => {
        asked.add(order.find((name) => new URL(route.request().url()).pathname.includes(`/${name}-`)) ?? '');
        if (asked.size === order.length) everyChunkAsked();
        const heldFor = new Promise<'gave up'>((resolve) => setTimeout(() => resolve('gave up'), 5_000));
        if ((await Promise.race([allAsked, heldFor])) === 'gave up') gaveUp = true;
        await route.continue();
      },
    );
    await page.getByRole('main').locator('h1').first().click();
    await allAsked;
    expect([...asked].sort(), 'every chunk of the composition root is asked for').toEqual([...order].sort());
    expect(gaveUp, 'no chunk was asked for only after another had arrived').toBe(false);
    // The services work once loaded: the user button hydrates over the server's sign-in link, which stays.
    await waitForHydration(page, 'header a[href="/pl/zaloguj"]');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the CSP is enforced: an inline script without the nonce is blocked and reported', async ({ page }) => {
    await recordCspViolations(page);
    await page.goto('/pl');
    await waitForHydration(page, 'main h1');

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });

    await expect
      .poll(() => page.evaluate(() => (window as ProbedWindow).__cspViolations?.map((v) => v.directive)))
      .toContain('script-src-elem');
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  });

  test('the not-found page hydrates without console errors or CSP violations', async ({ page, baseURL }) => {
    const url = `${baseURL}/pl/no-such-page`;
    // Chromium reports the document's own 404 on the console; that one is the point of the page, not a fault.
    const errors = collectErrors(
      page,
      (message) => message.location().url === url && /status of 404/.test(message.text()),
    );
    await recordCspViolations(page);

    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await waitForHydration(page, 'main h1');
    await page.waitForLoadState('networkidle');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
    const cspViolations = await page.evaluate(() => (window as ProbedWindow).__cspViolations);
    expect({ cspViolations, errors }).toEqual({ cspViolations: [], errors: [] });
  });
});

test.describe('markets', () => {
  test('/cz speaks Czech and lists the Czech categories', async ({ page }) => {
    await page.goto('/cz');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(categoryItems(page)).toHaveText(CZECH_TOP_LEVEL);
  });

  test('/de speaks German and lists the German categories', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(categoryItems(page, 'Kategorien').first()).toHaveText('Krimis und Thriller');
  });
});

test.describe('locale negotiation on /', () => {
  const cases = [
    { acceptLanguage: 'cs-CZ,cs;q=0.9,en;q=0.8', locale: 'cz' },
    { acceptLanguage: 'fr-FR', locale: 'pl' },
  ];

  for (const { acceptLanguage, locale } of cases) {
    test(`Accept-Language "${acceptLanguage}" lands on /${locale}`, async ({ browser, baseURL }) => {
      // An explicit `locale: undefined` keeps the runner's default (en-US) away: Chromium's locale emulation would
      // otherwise replace the Accept-Language header given here.
      const context = await browser.newContext({
        locale: undefined,
        extraHTTPHeaders: { 'Accept-Language': acceptLanguage },
      });
      try {
        const page = await context.newPage();
        const response = await page.goto('/');
        const first = response?.request().redirectedFrom();
        expect(first?.url()).toBe(`${baseURL}/`);
        expect(await first?.headerValue('accept-language')).toBe(acceptLanguage);
        expect((await first?.response())?.status()).toBe(302);

        await expect(page).toHaveURL(`${baseURL}/${locale}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'cz' ? 'cs' : locale);
        await expect(categoryItems(page)).toHaveCount(6);
      } finally {
        await context.close();
      }
    });

    test(`Accept-Language "${acceptLanguage}" answers 302 to /${locale}, varying on the header`, async ({
      request,
    }) => {
      const response = await request.get('/', { headers: { 'Accept-Language': acceptLanguage }, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/${locale}`);
      expect(response.headers().vary?.toLowerCase()).toContain('accept-language');
    });
  }
});

test.describe('security and caching headers', () => {
  test("a visitor's page is shared: its CSP allows its own inline scripts by hash, with a tag and the hardening headers", async ({
    page,
  }) => {
    const response = await page.goto('/pl');
    expect(response).not.toBeNull();
    const headers = response?.headers() ?? {};
    expect(headers['content-type']).toContain('text/html');
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');

    const csp = headers['content-security-policy'] ?? '';
    expect(csp).not.toContain('nonce');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const inlineScripts = await page.evaluate(() =>
      Array.from(document.scripts)
        .filter((script) => !script.src)
        .map((script) => script.textContent),
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    for (const text of inlineScripts) expect(scriptSources).toContain(`'sha256-${sha256(text)}'`);

    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();

    // Every visitor gets the same bytes under the same tag; one who holds them is told so.
    const again = await page.request.get('/pl', { headers: { 'Accept-Encoding': 'identity' } });
    const etag = again.headers()['etag'] ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await page.request.get('/pl', { headers: { 'Accept-Encoding': 'identity' } })).headers()['etag']).toBe(
      etag,
    );
    const held = await page.request.get('/pl', { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etag } });
    expect(held.status()).toBe(304);
  });

  test("a user's page carries a fresh nonce-based CSP matching its inline scripts, and is never kept", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'loggedIn', value: 'true', url: baseURL ?? '' }]);
    const response = await page.goto('/pl');
    const headers = response?.headers() ?? {};
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['etag']).toBeUndefined();
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp)?.[1];
    expect(nonce, `CSP: ${csp}`).toBeTruthy();
    const inlineScripts = await page.evaluate(() =>
      Array.from(document.scripts, (script) => ({ inline: !script.src, nonce: script.nonce })).filter((s) => s.inline),
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const script of inlineScripts) expect(script.nonce).toBe(nonce);

    // A fresh nonce per response.
    const again = await page.request.get('/pl');
    expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  });

  test('hashed assets are immutable and served Brotli-compressed on request', async ({ request }) => {
    // From the server's HTML: its stylesheet links, and the modules its release script preloads.
    const html = await (await request.get('/pl')).text();
    const assets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>|"\/assets\/[\w.-]+\.js"/g)].flatMap(
      ([match]) => /"(\/assets\/[^"]+)"/.exec(match)?.[1] ?? [],
    );
    const stylesheet = assets.find((href) => href.endsWith('.css'));
    const script = assets.find((href) => href.endsWith('.js'));
    expect(stylesheet, `assets: ${assets.join(', ')}`).toMatch(/^\/assets\/[\w.-]+-[\w-]{8}\.css$/);
    expect(script, `assets: ${assets.join(', ')}`).toMatch(/^\/assets\/[\w.-]+-[\w-]{8}\.js$/);

    for (const href of [stylesheet ?? '', script ?? '']) {
      const brotli = await request.get(href, { headers: { 'Accept-Encoding': 'br' } });
      expect(brotli.status(), href).toBe(200);
      expect(brotli.headers()['cache-control'], href).toContain('immutable');
      expect(brotli.headers()['content-encoding'], href).toBe('br');

      const identity = await request.get(href, { headers: { 'Accept-Encoding': 'identity' } });
      expect(identity.status(), href).toBe(200);
      expect(identity.headers()['content-encoding'], href).toBeUndefined();
      // Playwright decodes the Brotli body: both must be the same file.
      expect((await brotli.body()).equals(await identity.body()), href).toBe(true);
    }
  });
});
