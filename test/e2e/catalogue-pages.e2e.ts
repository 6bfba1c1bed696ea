import { type APIRequestContext, type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import { pathFor } from '../../domain/routing/path-for';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const MARKETS = ['pl', 'cz', 'de', 'en'] as const;
type Market = (typeof MARKETS)[number];
const LANGUAGE: Readonly<Record<Market, string>> = { pl: 'pl', cz: 'cs', de: 'de', en: 'en' };
const ROUTING = { product: 'audiora' };
const AUDITED_KINDS = ['catalogue', 'category', 'author'] as const;

interface WireProduct {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly discount_price: number | null;
  readonly _embedded: { readonly 'app:author': readonly { readonly slug: string; readonly name: string }[] };
}
interface WirePage {
  readonly total: number;
  readonly pages: number;
  readonly _embedded: { readonly 'app:product': readonly WireProduct[] };
}
interface WireCategory {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly parent_id: string | null;
}

/** What the API says, each on a connection of its own: a kept-alive one may be closed by the server as it is reused. */
const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path, { headers: { connection: 'close' } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

/** A page of a category's products as the API serves it (15 to a page, as the storefront asks). */
const categoryPage = (request: APIRequestContext, market: Market, slug: string, query = '') =>
  getJson<WirePage>(request, `/${market}/v2/categories/${slug}/products?limit=15${query}`);

/** The market's top-level category with the most titles (more than one page of them in the demo catalogue). */
const largestCategory = async (request: APIRequestContext, market: Market) => {
  const { _embedded } = await getJson<{ _embedded: { 'app:category': WireCategory[] } }>(
    request,
    `/${market}/v2/categories`,
  );
  const sized = await Promise.all(
    _embedded['app:category']
      .filter((category) => category.parent_id === null)
      .map(async (category) => ({ category, total: (await categoryPage(request, market, category.slug)).total })),
  );
  const largest = sized.sort((a, b) => b.total - a.total)[0];
  if (!largest || largest.total <= 15) throw new Error(`${market} has no category of more than one page`);
  return largest;
};

/** The product cards of a list page (its grid sits in the list's section; subcategory links do not). */
const CARD_LINKS = 'section ul > li > a';

/** The names of the cards a product list shows, in order. */
const cardNames = (page: Page) => page.getByRole('main').locator(CARD_LINKS).allTextContents();

/** Console errors and uncaught exceptions, but the document's own 404 that a not-found page reports. */
const collectErrors = (page: Page): string[] => {
  const errors: string[] = [];
  const expected = (message: ConsoleMessage) => /status of 404/.test(message.text());
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message)) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
};

/** The view_item_list entries the page's data layer holds. */
const viewItemListEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'view_item_list',
    ),
  );

for (const market of MARKETS) {
  const t = textOf(LANGUAGE[market]);

  test.describe(`${market}: the catalogue pages`, () => {
    test('catalogue -> category -> page 2 by the pager (kept on reload) -> another order -> a person paged through', async ({
      page,
      request,
    }) => {
      const errors = collectErrors(page);
      const { category, total } = await largestCategory(request, market);
      const categoryPath = pathFor('category', { id: category.slug }, market, ROUTING);

      await page.goto(pathFor('catalog', {}, market, ROUTING));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.catalog.title'));
      await waitForHydration(page, 'main h2 a');
      await page.getByRole('main').getByRole('heading', { level: 2, name: category.name }).getByRole('link').click();
      await expect(page).toHaveURL(categoryPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
      const firstPage = await categoryPage(request, market, category.slug);
      expect(await cardNames(page)).toEqual(firstPage._embedded['app:product'].map((product) => product.name));

      // Page 2 by the pager: the address holds it, and a reload shows the same page.
      const pager = page.getByRole('navigation', { name: t('shell.pagination.label') });
      await pager.getByRole('link', { name: t('shell.pagination.page', { page: '2' }) }).click();
      await expect(page).toHaveURL(`${categoryPath}?page=2`);
      const secondPage = await categoryPage(request, market, category.slug, '&page=2');
      const secondNames = secondPage._embedded['app:product'].map((product) => product.name);
      await expect(page.getByRole('main').locator(CARD_LINKS).first()).toHaveText(secondNames[0] ?? '');
      expect(await cardNames(page)).toEqual(secondNames);
      await expect(pager.locator('a[aria-current="page"]')).toHaveText('2');
      await page.reload();
      await expect(page).toHaveURL(`${categoryPath}?page=2`);
      expect(await cardNames(page)).toEqual(secondNames);
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${total}\\b`) }),
        'the count of the whole list',
      ).toBeVisible();

      // Another order: into the address, from page 1 again, in the API's order.
      await waitForHydration(page, 'main form select');
      await page.getByRole('combobox', { name: t('catalog.sort.label') }).selectOption('price-desc');
      await page.getByRole('button', { name: t('catalog.sort.submit') }).click();
      await expect(page).toHaveURL(`${categoryPath}?sort=price-desc`);
      const byPrice = await categoryPage(request, market, category.slug, '&sort=price&order=desc');
      const byPriceNames = byPrice._embedded['app:product'].map((product) => product.name);
      await expect(page.getByRole('main').locator(CARD_LINKS).first()).toHaveText(byPriceNames[0] ?? '');
      expect(await cardNames(page)).toEqual(byPriceNames);
      await expect(page.getByRole('combobox', { name: t('catalog.sort.label') })).toHaveValue('price-desc');

      // The author of the first title, with all their titles (no author of the demo catalogue has a second page).
      const author = firstPage._embedded['app:product'][0]?._embedded['app:author'][0];
      if (!author) throw new Error('the first title credits no author');
      const authorPage = await getJson<{ name: string; products_total: number; _embedded: WirePage['_embedded'] }>(
        request,
        `/${market}/v2/authors/slug/${author.slug}`,
      );
      await page.goto(pathFor('author', { id: author.slug }, market, ROUTING));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.name);
      expect(await cardNames(page)).toEqual(authorPage._embedded['app:product'].map((product) => product.name));
      expect(authorPage.products_total).toBeGreaterThan(0);

      // Their publisher has pages of titles: paged through by the pager's next link.
      const product = await getJson<{ _embedded: { 'app:publisher': { id: string; slug: string; name: string }[] } }>(
        request,
        `/${market}/v2/products/${firstPage._embedded['app:product'][0]?.id ?? ''}`,
      );
      const publisher = product._embedded['app:publisher'][0];
      if (!publisher) throw new Error('the first title names no publisher');
      const publisherPath = pathFor('publisher', { id: publisher.slug }, market, ROUTING);
      await page.goto(publisherPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(publisher.name);
      await waitForHydration(page, 'main nav a[rel="next"]');
      for (const next of [2, 3]) {
        await page
          .getByRole('navigation', { name: t('shell.pagination.label') })
          .getByRole('link', { name: t('shell.pagination.next') })
          .click();
        await expect(page).toHaveURL(`${publisherPath}?page=${next}`);
        const expected = await getJson<WirePage>(
          request,
          `/${market}/v2/publishers/${publisher.id}/products?limit=15&page=${next}`,
        );
        const names = expected._embedded['app:product'].map((title) => title.name);
        await expect(page.getByRole('main').locator(CARD_LINKS).first()).toHaveText(names[0] ?? '');
        expect(await cardNames(page)).toEqual(names);
      }
      expect(errors).toEqual([]);
    });

    test('an unknown category and an unknown author are the 404 page with status 404', async ({ page }) => {
      for (const path of [
        pathFor('category', { id: 'no-such-category' }, market, ROUTING),
        pathFor('author', { id: 'no-such-author' }, market, ROUTING),
        pathFor('author', { id: '00000000-0000-4000-8000-000000000000' }, market, ROUTING),
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('not_found.title'));
      }
    });

    // The three page kinds share their components across markets: each market audits one kind, the kinds taking
    // turns, so every kind is audited and every market's texts are seen by axe.
    const audited = AUDITED_KINDS[MARKETS.indexOf(market) % AUDITED_KINDS.length] ?? 'catalogue';
    test(`the ${audited} page has no axe violations`, async ({ browser, request }) => {
      const { category } = await largestCategory(request, market);
      const first = await categoryPage(request, market, category.slug);
      const author = first._embedded['app:product'][0]?._embedded['app:author'][0]?.slug ?? '';
      const paths = {
        catalogue: pathFor('catalog', {}, market, ROUTING),
        category: `${pathFor('category', { id: category.slug }, market, ROUTING)}?page=2`,
        author: pathFor('author', { id: author }, market, ROUTING),
      };
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(paths[audited]);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), paths[audited]).toEqual([]);
      await context.close();
    });
  });
}

test.describe('addresses', () => {
  test('a category or person reached by id is sent on to its address by slug, keeping the query', async ({
    request,
  }) => {
    const { category } = await largestCategory(request, 'de');
    const byId = await request.get(`/de/catalog/${category.id}?page=2`, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers().location).toBe(`/de/catalog/${category.slug}?page=2`);
    const pastTheLast = await request.get(`/de/catalog/${category.slug}?page=99`);
    expect(pastTheLast.status()).toBe(404);
    const { _embedded } = await categoryPage(request, 'de', category.slug);
    const author = _embedded['app:product'][0]?._embedded['app:author'][0];
    const person = await getJson<{ id: string }>(request, `/de/v2/authors/slug/${author?.slug ?? ''}`);
    const authorById = await request.get(`/de/author/${person.id}?sort=name`, { maxRedirects: 0 });
    expect(authorById.status()).toBe(301);
    expect(authorById.headers().location).toBe(`/de/author/${author?.slug ?? ''}?sort=name`);
  });

  test("a later page's canonical address keeps its page but not its order; the catalogue names every market", async ({
    page,
    request,
  }) => {
    const { category } = await largestCategory(request, 'pl');
    await page.goto(`/pl/katalog/${category.slug}?sort=name&page=2`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/pl/katalog/${category.slug}\\?page=2$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`^${category.name}, strona 2 \\| Audiora$`));
    await page.goto('/pl/katalog');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(9);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pager and the sort form work as plain links and a GET form', async ({ page, request }) => {
    const { category } = await largestCategory(request, 'cz');
    const categoryPath = `/cz/katalog/${category.slug}`;
    const t = textOf('cs');
    await page.goto(categoryPath);
    await page
      .getByRole('navigation', { name: t('shell.pagination.label') })
      .getByRole('link', { name: t('shell.pagination.next') })
      .click();
    await expect(page).toHaveURL(`${categoryPath}?page=2`);
    await page.getByRole('combobox', { name: t('catalog.sort.label') }).selectOption('name');
    await page.getByRole('button', { name: t('catalog.sort.submit') }).click();
    await expect(page).toHaveURL(`${categoryPath}?sort=name`);
    const byName = await categoryPage(request, 'cz', category.slug, '&sort=name');
    expect(await cardNames(page)).toEqual(byName._embedded['app:product'].map((product) => product.name));
  });
});

test.describe('view_item_list analytics', () => {
  test('reaches the data layer once, only after the list has been scrolled half into view', async ({
    browser,
    request,
  }) => {
    const { category } = await largestCategory(request, 'pl');
    const context = await browser.newContext({ viewport: { width: 1280, height: 560 } });
    const page = await context.newPage();
    await page.goto(`/pl/katalog/${category.slug}`);
    await waitForHydration(page, 'main h1');
    // Analytics is one of the early services, fetched as the list's tracker hydrates; the composition root is not
    // fetched for it (a scroll by script is no visitor's intent).
    const fetched = (chunk: string) =>
      page.evaluate(
        (name) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(new URL(entry.name).pathname)),
        chunk,
      );
    await expect.poll(() => fetched('early-browser-services')).toBe(true);
    const grid = page.getByRole('main').locator('ul:has(> li > a img)');
    const shownShare = () =>
      grid.evaluate((list) => {
        const box = list.getBoundingClientRect();
        const visible = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
        return visible / Math.min(box.height, window.innerHeight);
      });
    expect(await shownShare(), 'the list starts less than half on screen').toBeLessThan(0.5);
    await page.waitForTimeout(500);
    expect(await viewItemListEvents(page)).toEqual([]);

    await grid.evaluate((list) => list.scrollIntoView({ block: 'start' }));
    await expect.poll(() => viewItemListEvents(page)).toHaveLength(1);
    const [event] = (await viewItemListEvents(page)) as {
      ecommerce: { item_list_id: string; item_list_name: string; items: { item_name: string; index: number }[] };
    }[];
    const expected = await categoryPage(request, 'pl', category.slug);
    expect(event?.ecommerce.item_list_id).toBe(`category:${category.id}`);
    expect(event?.ecommerce.item_list_name).toBe(category.name);
    expect(event?.ecommerce.items.map((item) => [item.item_name, item.index])).toEqual(
      expected._embedded['app:product'].map((product, index) => [product.name, index]),
    );

    // Scrolled away and back, the same list is not counted again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await grid.evaluate((list) => list.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(500);
    expect(await viewItemListEvents(page)).toHaveLength(1);
    expect(await fetched('create-container'), 'reporting a list does not fetch the composition root').toBe(false);
    await context.close();
  });
});

test.describe('stylesheets', () => {
  test('a stylesheet the page shares with its lazy parts is fetched once and applied once', async ({
    page,
    request,
  }) => {
    const { category } = await largestCategory(request, 'pl');
    const fetched: string[] = [];
    page.on('request', (asked) => {
      const { pathname } = new URL(asked.url());
      if (pathname.endsWith('.css')) fetched.push(pathname);
    });
    await page.goto(`/pl/katalog/${category.slug}`);
    await waitForHydration(page, 'main h1');
    // The lazy parts (breadcrumb, product cards, footer) load after hydration and bring their stylesheets' names.
    await page.waitForLoadState('networkidle');
    const applied = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.media.mediaText !== 'print')
        .map((sheet) => {
          const owner = sheet.ownerNode as HTMLElement;
          return new URL(sheet.href ?? owner.dataset.href ?? '', location.href).pathname;
        }),
    );
    const html = await (await request.get(`/pl/katalog/${category.slug}`)).text();
    expect(html).toMatch(/<style[^>]* data-href="\/assets\/shell-[\w-]+\.css">/);
    expect(applied.filter((name) => name.startsWith('/assets/')).length).toBeGreaterThan(1);
    expect(applied.filter((name, index) => applied.indexOf(name) !== index)).toEqual([]);
    expect(fetched.filter((name, index) => fetched.indexOf(name) !== index)).toEqual([]);
  });
});
