import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { textOf, waitForHydration } from '../support/e2e-page';

const MARKETS_UNDER_TEST = ['pl', 'cz', 'de', 'en'] as const satisfies readonly Locale[];
const ROUTING = { product: 'audiora' };

type JourneyWindow = Window & { journeyStarted?: boolean };

/** The address prefix of a route with one `:id` (`/pl/audiobook/`), to tell its links from others. */
const prefixOf = (market: Locale, route: 'audiobook' | 'author' | 'category'): string =>
  pathFor(route, { id: 'ID' }, market, ROUTING).replace(/ID$/, '');

interface WireListed {
  readonly id: string;
  readonly type: string;
  readonly _embedded: { readonly 'app:author': readonly { readonly slug: string }[] };
}

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path, { headers: { connection: 'close' } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

/** An audiobook on the first page of a category whose first author has other titles, as the API lists them. */
const audiobookWithProlificAuthor = async (request: APIRequestContext, market: Locale, category: string) => {
  const page = await getJson<{ _embedded: { 'app:product': readonly WireListed[] } }>(
    request,
    `/${market}/v2/categories/${category}/products?limit=15`,
  );
  for (const product of page._embedded['app:product']) {
    const author = product._embedded['app:author'][0];
    if (product.type !== 'audiobook' || !author) continue;
    const person = await getJson<{ products_total: number }>(request, `/${market}/v2/authors/slug/${author.slug}`);
    if (person.products_total > 1) return product.id;
  }
  throw new Error(`No audiobook in ${market}/${category} whose author has other titles`);
};

/** The first link inside `scope` to a page of `prefix`, other than `except`. */
const firstLinkTo = async (scope: Locator, prefix: string, except?: string): Promise<Locator> => {
  const links = scope.locator(`a[href^="${prefix}"]`);
  const hrefs = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
  const index = hrefs.findIndex((href) => href !== except);
  if (index < 0) throw new Error(`No link to ${prefix} other than ${except ?? 'none'}`);
  return links.nth(index);
};

/** Follows a link and waits for the page it leads to, by the title it names. */
const follow = async (page: Page, link: Locator): Promise<{ path: string; title: string; linkText: string }> => {
  const path = (await link.getAttribute('href')) ?? '';
  const linkText = ((await link.textContent()) ?? '').trim();
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  const before = ((await heading.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === decodeURI(path.split('?')[0] ?? path));
  await expect(heading).not.toHaveText(before);
  const title = ((await heading.textContent()) ?? '').trim();
  expect(title).not.toBe('');
  return { path, title, linkText };
};

for (const market of MARKETS_UNDER_TEST) {
  const t = textOf(market === 'cz' ? 'cs' : market);

  test(`${market}: home -> a category -> an audiobook -> its author -> another of their titles, in one page load`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/${market}`);
    await waitForHydration(page, 'header button[aria-controls]');
    // Set once: a full page load on the way would lose it.
    await page.evaluate(() => {
      (window as JourneyWindow).journeyStarted = true;
    });

    await page.getByRole('button', { name: t('shell.catalogue.trigger') }).click();
    const categories = page.getByRole('list', { name: t('shell.catalogue.label') });
    const category = await follow(page, await firstLinkTo(categories, prefixOf(market, 'category')));
    expect(category.title).toBe(category.linkText);

    const categoryId = decodeURI(category.path.split('/').pop() ?? '');
    const audiobookId = await audiobookWithProlificAuthor(page.request, market, categoryId);
    const audiobook = await follow(
      page,
      page
        .getByRole('main')
        .locator(`a[href="${pathFor('audiobook', { id: audiobookId }, market, ROUTING)}"]`)
        .first(),
    );
    expect(audiobook.linkText).toContain(audiobook.title);

    const author = await follow(page, await firstLinkTo(page.getByRole('main'), prefixOf(market, 'author')));
    expect(author.title).toBe(author.linkText);

    const another = await follow(
      page,
      await firstLinkTo(page.getByRole('main'), prefixOf(market, 'audiobook'), audiobook.path),
    );
    expect(another.path).not.toBe(audiobook.path);
    await expect(page.getByRole('main').getByRole('link', { name: author.title }).first()).toBeVisible();

    expect(await page.evaluate(() => (window as JourneyWindow).journeyStarted)).toBe(true);
    expect(errors).toEqual([]);
  });
}
