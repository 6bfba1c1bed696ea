import { type Browser, expect, type Page, test } from '@playwright/test';
import { showIntent, waitForHydration } from '../support/e2e-page';

const MARKETS = [
  {
    locale: 'pl',
    lang: 'pl',
    home: 'Audiora: strona główna',
    catalogue: 'Katalog',
    entries: [
      'Kryminał i sensacja',
      'Fantastyka',
      'Klasyka literatury',
      'Historia i biografie',
      'Dla dzieci',
      'Rozwój osobisty',
    ],
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
  },
  {
    locale: 'de',
    lang: 'de',
    home: 'Audiora: Startseite',
    catalogue: 'Katalog',
    entries: null,
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
] as const;

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** Where the page's main content starts and how tall the top of the page is, in CSS pixels. */
const layoutOf = (page: Page) =>
  page.evaluate(() => {
    const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? null;
    return {
      main: top('#main-content'),
      header: document.querySelector('header')?.getBoundingClientRect().height ?? null,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });

/** The layout of a page as the server sent it (no script) and once hydrated with every deferred part in place. */
const layoutBeforeAndAfter = async (browser: Browser, path: string, width: number, userAgent?: string) => {
  const options = { viewport: { width, height: 900 }, ...(userAgent ? { userAgent } : {}) };
  const serverOnly = await browser.newContext({ ...options, javaScriptEnabled: false });
  const serverPage = await serverOnly.newPage();
  await serverPage.goto(path);
  const before = await layoutOf(serverPage);
  await serverOnly.close();

  const browsing = await browser.newContext(options);
  const page = await browsing.newPage();
  await page.goto(path);
  // The account cell hydrates last: its code and the container arrive at the visitor's first intent, and the auth
  // check after them.
  await showIntent(page);
  await waitForHydration(page, 'header nav li:last-child > *');
  await page.waitForLoadState('networkidle');
  const after = await layoutOf(page);
  await browsing.close();
  return { before, after };
};

const activeElementInside = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.contains(document.activeElement) ?? false, selector);

test.describe('the shell in the server HTML, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const market of MARKETS) {
    test(`/${market.locale} carries the top bar, the catalogue's button and the footer's categories`, async ({
      page,
    }) => {
      await page.goto(`/${market.locale}`);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: market.home })).toHaveAttribute('href', `/${market.locale}`);
      await expect(banner.getByRole('button', { name: market.catalogue, exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      // The menu draws its entries when it opens; without JavaScript the footer links every top-level category.
      await expect(page.locator('header [data-entry]')).toHaveCount(0);
      const footerCategories = page
        .getByRole('contentinfo')
        .getByRole('region', { name: market.catalogue, exact: true })
        .getByRole('link');
      expect(await footerCategories.count()).toBeGreaterThan(3);
      if (market.entries) expect(await footerCategories.allTextContents()).toEqual(market.entries);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getUTCFullYear()}`);
    });
  }

  test('es has a top bar but no footer and no structured data', async ({ page }) => {
    await page.goto('/es');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES');
  });

  test('the head names the canonical address, all eight markets plus x-default, Open Graph and the Organization', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/cz/kosik?utm_source=x');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/cz/kosik`);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(Object.fromEntries(alternates)).toEqual({
      'pl-PL': `${baseURL}/pl/koszyk`,
      'cs-CZ': `${baseURL}/cz/kosik`,
      'sk-SK': `${baseURL}/sk/cart`,
      'de-DE': `${baseURL}/de/cart`,
      'lt-LT': `${baseURL}/lt/cart`,
      'es-ES': `${baseURL}/es/cart`,
      'en-GB': `${baseURL}/en/cart`,
      'tr-TR': `${baseURL}/tr/cart`,
      'x-default': `${baseURL}/pl/koszyk`,
    });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Košík | Audiora');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/cz/kosik`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'cs_CZ');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Audiora');
    const organization = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Audiora', url: `${baseURL}/cz` });
  });

  test("a market's 404 page is framed by its shell", async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('the shell in the browser', () => {
  for (const market of MARKETS) {
    test(`the catalogue dropdown in ${market.locale} opens with the top-level categories and closes on Escape`, async ({
      page,
    }) => {
      await page.goto(`/${market.locale}`);
      const trigger = page.getByRole('banner').getByRole('button', { name: market.catalogue, exact: true });
      await waitForHydration(page, 'header button[aria-controls]');

      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const entries = page.locator('header [data-entry]');
      await expect(entries.first()).toBeVisible();
      if (market.entries) await expect(entries).toHaveText([...market.entries]);

      await page.keyboard.press('ArrowDown');
      await expect(entries.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(entries.first()).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }

  test("a press on the catalogue's button before any of the page's scripts has run opens the menu once they do", async ({
    page,
  }) => {
    // The entry module arrives only when the test lets it: the press comes while the page is still the server's HTML.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pl', { waitUntil: 'domcontentloaded' });
    const trigger = page.getByRole('banner').getByRole('button', { name: MARKETS[0].catalogue, exact: true });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header [data-entry]').first()).toBeVisible();
    await expect(trigger).not.toHaveAttribute('aria-busy');
  });

  test('the mobile menu opens on a 375 px screen, keeps focus inside and gives it back on close', async ({ page }) => {
    const market = MARKETS[0];
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${market.locale}`);
    const hamburger = page.getByRole('button', { name: market.openMenu });
    await expect(hamburger).toBeVisible();
    await waitForHydration(page, 'header button[aria-haspopup="dialog"]');

    await hamburger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: market.entries[0] })).toBeVisible();
    await expect(menu.getByRole('button', { name: market.closeMenu })).toBeFocused();

    // More Tabs than the menu has stops: focus must wrap around inside it, forwards and backwards.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await activeElementInside(page, 'dialog[open]'), `Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await activeElementInside(page, 'dialog[open]'), `Shift+Tab ${step + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('the home sections show their covers, loaded', async ({ page }) => {
    await page.goto('/de');
    const lane = page.getByRole('main').locator('section[data-section-type="products-swimlane"]').first();
    const cover = lane.locator('img').first();
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // A raster drawn at the size it is shown (this screen is 1x), which the browser paints off its main thread.
    expect(await cover.evaluate((img: HTMLImageElement) => [img.currentSrc, img.naturalWidth])).toEqual([
      expect.stringMatching(/\/de\/v2\/covers\/[^/]+\/[0-9a-z]+\.webp\?w=176$/),
      176,
    ]);
    const box = await cover.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.width).toBeCloseTo(box?.height ?? 0, 0);
  });

  test('test mode is switched on by the query parameter and kept across pages', async ({ page }) => {
    await page.goto('/pl?testMode=1');
    await expect(page.locator('html')).toHaveAttribute('data-test-mode', '');
    await page.goto('/pl/koszyk');
    await expect(page.locator('html')).toHaveAttribute('data-test-mode', '');
    expect(await page.evaluate(() => window.localStorage.getItem('testMode'))).toBe('1');
  });
});

test.describe('the page does not move when it becomes interactive', () => {
  for (const width of [412, 1280]) {
    for (const [device, userAgent] of [
      ['a desktop browser', undefined],
      ['Android, with the app banner', ANDROID],
    ] as const) {
      test(`the main content starts where the server put it, at ${width} px in ${device}`, async ({ browser }) => {
        const { before, after } = await layoutBeforeAndAfter(browser, '/pl', width, userAgent);
        expect(before.main).not.toBeNull();
        expect(after.main).toBe(before.main);
        expect(after.header).toBe(before.header);
        expect(after.overflow).toBe(0);
      });
    }
  }

  for (const [device, userAgent] of [
    ['a desktop browser', undefined],
    ['Android, with the app banner', ANDROID],
  ] as const) {
    test(`the shell stays as the server drew it when a navigation comes before the services, in ${device}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 700 },
        ...(userAgent ? { userAgent } : {}),
      });
      const page = await context.newPage();
      // The composition root arrives only when the test lets it: the navigation and the way back come first.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/create-container-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/pl');
      await waitForHydration(page, 'main h1');
      const shell = ['aside[aria-label="Oferta Klubu Audiora"]', 'header a[href="/pl/zaloguj"]'];
      if (userAgent) shell.push('[data-testid="app-banner"]');
      // Counts every moment, one per batch of changes, at which a part of the shell was missing.
      await page.evaluate((selectors) => {
        const probe = window as Window & { __shellGaps?: string[] };
        probe.__shellGaps = [];
        new MutationObserver(() => {
          for (const selector of selectors) if (!document.querySelector(selector)) probe.__shellGaps?.push(selector);
        }).observe(document.body, { childList: true, subtree: true });
      }, shell);
      for (const selector of shell) await expect(page.locator(selector)).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
      // A programmatic click is no intent: nothing but the next page asks for the services.
      await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href*="/audiobook/"]')?.click());
      await expect(page).toHaveURL(/\/pl\/audiobook\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/pl$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

      const arrived = page.waitForResponse(/create-container-/);
      release();
      await arrived;
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => window.scrollY)).toBe(400);
      expect(await page.evaluate(() => (window as Window & { __shellGaps?: string[] }).__shellGaps)).toEqual([]);
      for (const selector of shell) await expect(page.locator(selector)).toBeVisible();
      await context.close();
    });
  }

  test('on a 390 px phone the top bar keeps its icons on the first row, above the search box, with no sideways scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/pl');
    await showIntent(page);
    await waitForHydration(page, 'header nav li:last-child > *');
    const tops = await page.evaluate(() => {
      const row = (selector: string) => Math.round(document.querySelector(selector)?.getBoundingClientRect().top ?? -1);
      return {
        hamburger: row('header button[aria-haspopup="dialog"]'),
        catalogue: row('header button[aria-controls]'),
        account: row('header nav li:last-child > *'),
        search: row('header form[role="search"]'),
      };
    });
    expect(tops.catalogue).toBe(tops.hamburger);
    expect(tops.account).toBe(tops.hamburger);
    expect(tops.search).toBeGreaterThan(tops.hamburger);
    await expect(page.getByRole('button', { name: 'Katalog', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
    expect((await layoutOf(page)).overflow).toBe(0);
  });
});
