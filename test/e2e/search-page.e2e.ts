import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeViolations, showIntent, textOf, waitForHydration } from '../support/e2e-page';

/** The markets this journey runs in: their search route and the language their text is written in. */
const MARKETS = [
  { market: 'pl', language: 'pl', search: '/pl/szukaj' },
  { market: 'cz', language: 'cs', search: '/cz/hledat' },
  { market: 'de', language: 'de', search: '/de/search' },
  { market: 'en', language: 'en', search: '/en/search' },
] as const;

/** A phrase with two typos (one letter missing from each word): the engine's typo tolerance finds the series. */
const TYPO = 'sherlok holms';
const TYPO_FINDS = 'Sherlock Holmes';
/** A phrase matching more than one page of titles of several types in every market. */
const BROAD = 'a';
const NOTHING = 'qqqzzzxx';

const results = (page: Page, t: ReturnType<typeof textOf>) =>
  page.getByRole('main').getByRole('list', { name: t('search_page.results_label'), exact: true });
const pager = (page: Page, t: ReturnType<typeof textOf>) =>
  page.getByRole('main').getByRole('navigation', { name: t('shell.pagination.label'), exact: true });
const facets = (page: Page, t: ReturnType<typeof textOf>) =>
  page.getByRole('main').getByRole('navigation', { name: t('search_page.facets.label'), exact: true });

/** A page in a fresh context (axe needs `newContext()` before `newPage()`). */
const openPage = async (browser: Browser, path: string, javaScriptEnabled = true) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, response, close: () => context.close() };
};

for (const { market, language, search } of MARKETS) {
  const t = textOf(language);

  test.describe(`${market}: the search page`, () => {
    // Several page loads and axe runs a test, on a machine shared with other runs.
    test.describe.configure({ timeout: 60_000 });

    test('finds a title through typos, server-rendered, the phrase kept in the search box, without axe violations', async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(`${search}?phrase=${encodeURIComponent(TYPO)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('search_page.heading', { phrase: TYPO }));
      await expect(results(page, t).getByRole('link', { name: TYPO_FINDS, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(
        new RegExp(t('search_page.meta_title', { phrase: TYPO }).replace(/[“”„“«»]/g, '.')),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await showIntent(page);
      await waitForHydration(page, '[data-testid="search-box"] input[role="combobox"]');
      const box = page.getByRole('combobox', { name: t('shell.search.label') });
      await expect(box).toHaveValue(TYPO);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      // Hydration (the lazy parts included) keeps the server's HTML: no mismatch, no error.
      expect(errors).toEqual([]);
      await context.close();
    });

    test('narrows the results by a facet held in the address, and pages through them by the pager, a reload keeping the page', async ({
      browser,
    }) => {
      const { page, close } = await openPage(browser, `${search}?phrase=${BROAD}`);
      await waitForHydration(page, 'main h1');
      const allCards = await results(page, t).getByRole('listitem').count();
      expect(allCards).toBe(15);

      // Page 2 through the pager, then a reload: the address holds the page.
      const firstPageTitles = await results(page, t).getByRole('listitem').allTextContents();
      await pager(page, t)
        .getByRole('link', { name: t('shell.pagination.next'), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?phrase=${BROAD}&page=2$`));
      await expect(
        pager(page, t).getByRole('link', { name: t('shell.pagination.page', { page: '2' }) }),
      ).toHaveAttribute('aria-current', 'page');
      const secondPageTitles = await results(page, t).getByRole('listitem').allTextContents();
      expect(secondPageTitles.length).toBeGreaterThan(0);
      expect(secondPageTitles.some((title) => firstPageTitles.includes(title))).toBe(false);
      await page.reload();
      await expect(
        pager(page, t).getByRole('link', { name: t('shell.pagination.page', { page: '2' }) }),
      ).toHaveAttribute('aria-current', 'page');
      expect(await results(page, t).getByRole('listitem').allTextContents()).toEqual(secondPageTitles);

      // The series facet: its count is the number of results it leaves, and the address holds it.
      const series = facets(page, t).getByRole('link', { name: new RegExp(`^${t('search_page.types.cycle')}`) });
      const count = Number(await series.locator('span').nth(1).textContent());
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(allCards);
      await series.click();
      await expect(page).toHaveURL(new RegExp(`\\?phrase=${BROAD}&facet=type%3Acycle$`));
      await expect(results(page, t).getByRole('listitem')).toHaveCount(count);
      await expect(
        facets(page, t).getByRole('link', { name: new RegExp(`^${t('search_page.types.cycle')}`) }),
      ).toHaveAttribute('aria-current', 'true');
      await page.reload();
      await expect(results(page, t).getByRole('listitem')).toHaveCount(count);
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });

    test('prompts for a phrase and suggests popular searches without one, without axe violations', async ({
      browser,
    }) => {
      const { page, response, close } = await openPage(browser, search);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.search.title'));
      await expect(page.getByText(t('search_page.prompt'))).toBeVisible();
      await expect(page.locator('main [data-section-type="item-sets"] a').first()).toBeVisible();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });

    test('says nothing was found, with tips and suggestions, without axe violations', async ({ browser }) => {
      const { page, close } = await openPage(browser, `${search}?phrase=${NOTHING}`);
      await expect(page.getByText(t('search_page.no_results.title', { phrase: NOTHING }))).toBeVisible();
      await expect(page.getByText(t('search_page.no_results.check_spelling'))).toBeVisible();
      await expect(page.locator('main [data-section-type="item-sets"] a').first()).toBeVisible();
      await expect(pager(page, t)).toHaveCount(0);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });

    test('works without JavaScript: the search box submits, a facet narrows and the pager pages', async ({
      browser,
    }) => {
      const { page, close } = await openPage(browser, `/${market}`, false);
      const box = page.getByRole('combobox', { name: t('shell.search.label') });
      await box.fill(BROAD);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${search}\\?phrase=${BROAD}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('search_page.heading', { phrase: BROAD }));
      await expect(page.getByRole('combobox', { name: t('shell.search.label') })).toHaveValue(BROAD);
      await expect(results(page, t).getByRole('listitem')).toHaveCount(15);
      await pager(page, t)
        .getByRole('link', { name: t('shell.pagination.next'), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?phrase=${BROAD}&page=2$`));
      await facets(page, t)
        .getByRole('link', { name: new RegExp(`^${t('search_page.types.cycle')}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?phrase=${BROAD}&facet=type%3Acycle$`));
      await expect(
        facets(page, t).getByRole('link', { name: new RegExp(`^${t('search_page.types.cycle')}`) }),
      ).toHaveAttribute('aria-current', 'true');
      await close();
    });
  });
}

test.describe('pl: searching in a category (/search/[context])', () => {
  const t = textOf('pl');

  test('narrows the results to the category named in the heading; an unknown one is a 404', async ({ browser }) => {
    const { page, response, close } = await openPage(browser, `/pl/szukaj/kryminal-i-sensacja?phrase=${BROAD}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('search_page.heading_in_context', { phrase: BROAD, category: 'Kryminał i sensacja' }),
    );
    const inCategory = await results(page, t).getByRole('listitem').count();
    expect(inCategory).toBeGreaterThan(0);
    expect(inCategory).toBeLessThan(15);
    await expect(facets(page, t).getByRole('region', { name: t('search_page.facets.category') })).toHaveCount(0);
    const missing = await page.goto(`/pl/szukaj/nie-ma-takiej?phrase=${BROAD}`);
    expect(missing?.status()).toBe(404);
    await close();
  });
});

test.describe('pl: the search page without results', () => {
  test('arrives styled: the suggestions, whose code comes later, need no stylesheet beyond those the server sent', async ({
    page,
  }) => {
    const path = `/pl/szukaj?phrase=${NOTHING}`;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
    });
    const html = await (await page.request.get(path)).text();
    const sent = new Set([...html.matchAll(/(?:data-)?href="(\/assets\/[^"#]+\.css)#?"/g)].map((match) => match[1]));

    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('main [data-section-type="item-sets"] a').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((stylesheet) => !sent.has(stylesheet))).toEqual([]);
  });
});
