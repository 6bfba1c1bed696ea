import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const MARKETS = ['pl', 'cz', 'de', 'en'] as const;

/** The storefront's paths per path language (domain/routing/route-table.ts), for the pages this file opens. */
const PATHS = {
  pl: {
    cycle: 'cykl',
    help: 'centrum-pomocy',
    legal: ['nota-prawna', 'polityka-prywatnosci', 'regulamin-recenzji'],
    club: 'dolacz-do-klubu-audiora',
  },
  cz: {
    cycle: 'serie',
    help: 'napoveda',
    legal: ['autorska-prava', 'ochrana-osobnich-udaju', 'pravidla-recenzi'],
    club: 'pridej-se-do-klubu-audiora',
  },
  en: {
    cycle: 'cycle',
    help: 'help-center',
    legal: ['copyright-notice', 'privacy-policy', 'review-terms'],
    club: 'join-audiora-club',
  },
} as const;
const pathsOf = (market: string) => (market === 'pl' || market === 'cz' ? PATHS[market] : PATHS.en);
const LEGAL_KINDS = ['copyright-notice', 'privacy-policy', 'review-terms'] as const;

/** Text folded as the help centre's search folds it, and shouted: what a visitor in a hurry types. */
const shouted = (text: string) => text.replace(/[łŁ]/g, 'l').normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

/** The longest word of a text: one the search is sure to find it by. */
const longestWord = (text: string) =>
  text.split(/[^\p{L}\p{N}]+/u).reduce((longest, word) => (word.length > longest.length ? word : longest), '');

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

const catalogIdOf = async (request: APIRequestContext, market: string) =>
  (await getJson<{ catalog_id: string }>(request, `/${market}/v2/`)).catalog_id;

interface HelpCategoryWire {
  slug: string;
  title: string;
  _embedded: { 'app:help-question': { slug: string; title: string }[] };
}

const helpCategories = async (request: APIRequestContext, market: string) =>
  (
    await getJson<{ _embedded: { 'app:help-category': HelpCategoryWire[] } }>(
      request,
      `/${market}/v2/visitor/${await catalogIdOf(request, market)}/screen/help-center?_f[noLinks]=1`,
    )
  )._embedded['app:help-category'];

interface ProductItem {
  id: string;
  name: string;
  cycle_type?: string;
  published_at: string;
}

/** A page in a fresh context (axe needs `newContext()` before `newPage()`), optionally without JavaScript. */
const openPage = async (browser: Browser, path: string, javaScriptEnabled = true) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
  return { page, status: response?.status() };
};

/** Every WCAG 2.2 AA violation on the page, one line each, so a failure says what and where. */
const violations = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the help centre: an answer opened from its home and found through its search', () => {
  for (const market of MARKETS) {
    const t = textOf(market === 'cz' ? 'cs' : market);

    test(`${market}: opens a question from the help centre's home, then finds it by a word typed in capitals`, async ({
      browser,
      request,
    }) => {
      const [topic] = await helpCategories(request, market);
      const question = topic?._embedded['app:help-question'][0];
      if (!topic || !question) throw new Error(`no help centre in ${market}`);
      const { page } = await openPage(browser, `/${market}/${pathsOf(market).help}`);
      await page.getByRole('main').getByRole('link', { name: question.title, exact: true }).click();
      await expect(heading(page)).toHaveText(question.title);
      await expect(page).toHaveURL(`/${market}/${pathsOf(market).help}/${topic.slug}/${question.slug}`);

      await page
        .getByRole('searchbox', { name: t('help_center.search.label') })
        .fill(shouted(longestWord(question.title)));
      await page
        .getByRole('search', { name: t('help_center.search.label') })
        .getByRole('button', { name: t('help_center.search.submit') })
        .click();
      await expect(page).toHaveURL(/\?q=/);
      const results = page.getByRole('main').getByRole('region').first();
      await results.getByRole('link', { name: question.title, exact: true }).click();
      await expect(heading(page)).toHaveText(question.title);
      await page.context().close();
    });
  }

  test('pl: the search works without JavaScript, as a plain GET form', async ({ browser, request }) => {
    const t = textOf('pl');
    const [topic] = await helpCategories(request, 'pl');
    const question = topic?._embedded['app:help-question'][1];
    if (!topic || !question) throw new Error('no help centre in pl');
    const { page } = await openPage(browser, `/pl/${PATHS.pl.help}/${topic.slug}`, false);
    await page
      .getByRole('searchbox', { name: t('help_center.search.label') })
      .fill(shouted(longestWord(question.title)));
    await page.getByRole('searchbox', { name: t('help_center.search.label') }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/pl/${PATHS.pl.help}\\?q=`));
    await page.getByRole('main').getByRole('link', { name: question.title, exact: true }).first().click();
    await expect(heading(page)).toHaveText(question.title);
    await page.context().close();
  });

  test('de: an unknown topic is the market’s 404 page, with status 404', async ({ browser }) => {
    const { page, status } = await openPage(browser, '/de/help-center/no-such-topic');
    expect(status).toBe(404);
    await expect(heading(page)).toHaveText(textOf('de')('not_found.title'));
    await page.context().close();
  });
});

test.describe('cycles and podcasts', () => {
  for (const market of MARKETS) {
    test(`${market}: a series shows its volumes in reading order`, async ({ browser, request }) => {
      const cycles = await getJson<{ _embedded: { 'app:product': ProductItem[] } }>(
        request,
        `/${market}/v2/cycles?_f[noLinks]=1&limit=50`,
      );
      const series = cycles._embedded['app:product'].find((cycle) => cycle.cycle_type === 'series');
      if (!series) throw new Error(`no series in ${market}`);
      const detail = await getJson<{ _embedded: { 'app:volume': { name: string; position: number }[] } }>(
        request,
        `/${market}/v2/cycles/${series.id}`,
      );
      const volumes = detail._embedded['app:volume'].sort((a, b) => a.position - b.position).map((v) => v.name);
      const { page } = await openPage(browser, `/${market}/${pathsOf(market).cycle}/${series.id}`);
      await expect(heading(page)).toHaveText(series.name);
      const list = page.getByRole('main').getByRole('list').first();
      await expect(list.getByRole('link')).toHaveText(volumes);
      await page.context().close();
    });

    test(`${market}: a podcast lists its episodes newest first`, async ({ browser, request }) => {
      const podcasts = await getJson<{ _embedded: { 'app:product': ProductItem[] } }>(
        request,
        `/${market}/v2/podcasts?_f[noLinks]=1`,
      );
      const [show] = podcasts._embedded['app:product'];
      if (!show) throw new Error(`no podcast in ${market}`);
      const detail = await getJson<{ _embedded: { 'app:episode': { title: string; published_at: string }[] } }>(
        request,
        `/${market}/v2/podcasts/${show.id}`,
      );
      const newestFirst = detail._embedded['app:episode']
        .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
        .map((episode) => episode.title);
      const { page } = await openPage(browser, `/${market}/podcast/${show.id}`);
      await expect(heading(page)).toHaveText(show.name);
      await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(newestFirst);
      await page.context().close();
    });
  }

  test('pl: the named cycles zapowiedzi and cykle-audiobookow resolve', async ({ browser }) => {
    for (const [slug, title] of [
      ['zapowiedzi', 'Zapowiedzi'],
      ['cykle-audiobookow', 'Cykle audiobooków'],
    ] as const) {
      const { page, status } = await openPage(browser, `/pl/cykl/${slug}`);
      expect(status).toBe(200);
      await expect(heading(page)).toHaveText(title);
      await page.context().close();
    }
  });

  test('cz: an unknown cycle is the market’s 404 page, with status 404', async ({ browser }) => {
    const { page, status } = await openPage(browser, '/cz/serie/no-such-series');
    expect(status).toBe(404);
    await expect(heading(page)).toHaveText(textOf('cs')('not_found.title'));
    await page.context().close();
  });
});

test.describe('the legal pages', () => {
  for (const market of MARKETS) {
    test(`${market}: the copyright notice, privacy policy and review terms show the market's texts`, async ({
      browser,
      request,
    }) => {
      for (const [index, kind] of LEGAL_KINDS.entries()) {
        const { title } = await getJson<{ title: string }>(request, `/${market}/v2/legal/${kind}`);
        const { page, status } = await openPage(browser, `/${market}/${pathsOf(market).legal[index] ?? ''}`, false);
        expect(status).toBe(200);
        await expect(heading(page)).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${title} \\| Audiora$`));
        await page.context().close();
      }
    });
  }
});

test.describe('the newsletter form, without JavaScript', () => {
  for (const market of ['pl', 'de'] as const) {
    test(`${market}: a signed-in user subscribes with one button`, async ({ browser, baseURL }) => {
      const t = textOf(market);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const { email } = await signUpThroughApi(page.request, baseURL ?? '', { market, prefix: 'newsletter' });
      await page.goto(`/${market}/newsletter`);
      await page.getByRole('button', { name: t('info_pages.newsletter.subscribe') }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        t('info_pages.newsletter.subscribed', { email }),
      );
      const me = (await (await page.request.get(`/${market}/v2/me`)).json()) as { newsletter: boolean };
      expect(me.newsletter).toBe(true);
      await context.close();
    });
  }

  test('cz: a visitor who submits is asked to sign in or create an account', async ({ browser }) => {
    const t = textOf('cs');
    const { page } = await openPage(browser, '/cz/newsletter', false);
    await page.getByRole('button', { name: t('info_pages.newsletter.subscribe') }).click();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText(t('info_pages.newsletter.sign_in_first'));
    await expect(status.getByRole('link', { name: t('info_pages.newsletter.sign_in') })).toHaveAttribute(
      'href',
      '/cz/prihlaseni?redirectTo=%2Fcz%2Fnewsletter',
    );
    await page.context().close();
  });
});

test.describe('the club page', () => {
  test('de: a club market offers to join and leads to its landing page for more', async ({ browser }) => {
    const t = textOf('de');
    const { page, status } = await openPage(browser, '/de/join-audiora-club');
    expect(status).toBe(200);
    await expect(heading(page)).toHaveText(t('pages.joinClub.title', { brand: 'Audiora' }));
    await expect(
      page.getByRole('main').getByRole('button', { name: t('club_purchase.join', { brand: 'Audiora' }) }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: t('club_purchase.more_about', { brand: 'Audiora' }) }),
    ).toHaveAttribute('href', 'https://club.audiora.example/de');
    await page.context().close();
  });

  test('sk: without a club, a page says so with status 200 and a way home', async ({ browser }) => {
    const t = textOf('sk');
    const { page, status } = await openPage(browser, '/sk/join-audiora-club');
    expect(status).toBe(200);
    await expect(heading(page)).toHaveText(t('info_pages.club.not_available_title', { brand: 'Audiora' }));
    await page
      .getByRole('main')
      .getByRole('link', { name: t('not_found.back_home') })
      .click();
    await expect(page).toHaveURL('/sk');
    await page.context().close();
  });
});

test.describe('accessibility of each information page type (axe, WCAG 2.2 AA)', () => {
  const helpPaths = async (request: APIRequestContext) => {
    const [topic] = await helpCategories(request, 'pl');
    const question = topic?._embedded['app:help-question'][0];
    return { topic: `/pl/centrum-pomocy/${topic?.slug ?? ''}`, question: question?.slug ?? '' };
  };
  // One test a page type, so that both workers share the audits.
  const PAGE_TYPES: readonly (readonly [string, (request: APIRequestContext) => Promise<string>])[] = [
    ['cycle (pl)', async () => '/pl/cykl/trylogia'],
    ['named cycle (pl)', async () => '/pl/cykl/zapowiedzi'],
    [
      'podcast (de)',
      async (request) => {
        const podcasts = await getJson<{ _embedded: { 'app:product': ProductItem[] } }>(request, '/de/v2/podcasts');
        return `/de/podcast/${podcasts._embedded['app:product'][0]?.id ?? ''}`;
      },
    ],
    ['help centre (cz)', async () => '/cz/napoveda'],
    ['help search (pl)', async () => '/pl/centrum-pomocy?q=konto'],
    ['help topic (pl)', async (request) => (await helpPaths(request)).topic],
    [
      'help answer (pl)',
      async (request) => {
        const { topic, question } = await helpPaths(request);
        return `${topic}/${question}`;
      },
    ],
    ['legal page (en)', async () => '/en/privacy-policy'],
    ['apps (tr)', async () => '/tr/applications'],
    ['newsletter (pl)', async () => '/pl/newsletter'],
    ['club (pl)', async () => '/pl/dolacz-do-klubu-audiora'],
    ['no club (sk)', async () => '/sk/join-audiora-club'],
  ];

  for (const [name, pathOf] of PAGE_TYPES) {
    test(`${name} has no violation`, async ({ browser, request }) => {
      const path = await pathOf(request);
      const { page, status } = await openPage(browser, path);
      expect(status, path).toBe(200);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
