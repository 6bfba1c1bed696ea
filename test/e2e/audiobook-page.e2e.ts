import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { pathFor } from '#domain/routing/path-for';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const MARKETS_UNDER_TEST = ['pl', 'cz', 'de', 'en'] as const satisfies readonly Locale[];
const ROUTING = { product: 'audiora' };
const AXE_MARKET: Locale = 'pl';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type DataLayerWindow = Window & { dataLayer?: { event?: string }[] };

interface ScreenBody {
  readonly _embedded: {
    readonly 'app:section': readonly {
      readonly type: string;
      readonly _embedded?: { readonly 'app:product'?: readonly { readonly id: string; readonly type: string }[] };
    }[];
  };
}

/** The home page's first swimlane, as its visitors see it. */
const firstLane = (page: Page) =>
  page.getByRole('main').locator('section[data-section-type="products-swimlane"]').first();

/** An audiobook of the market's home screen whose reviews take more than one page of five. */
const audiobookWithPagedReviews = async (page: Page, market: Locale): Promise<string> => {
  const screen = (await (await page.request.get(`/${market}/v2/me/screen?_f[noLinks]=1`)).json()) as ScreenBody;
  const ids = screen._embedded['app:section'].flatMap((section) =>
    (section._embedded?.['app:product'] ?? []).filter((p) => p.type === 'audiobook').map((p) => p.id),
  );
  for (const id of new Set(ids)) {
    const reviews = await page.request.get(
      `/${market}/v2/catalogs/${MARKETS[market].catalogId}/products/${id}/reviews?limit=5`,
    );
    if (((await reviews.json()) as { pages: number }).pages > 1) return id;
  }
  throw new Error(`No audiobook of ${market} has two pages of reviews`);
};

for (const market of MARKETS_UNDER_TEST) {
  const t = textOf(market === 'cz' ? 'cs' : market);
  const audiobookPath = (id: string) => pathFor('audiobook', { id }, market, ROUTING);

  test.describe(`the audiobook page in ${market}`, () => {
    // The page is built of the same components in every market: one market's is audited by axe.
    const audited = market === AXE_MARKET;
    test(`opens from the home page with its price, credits, chapters and reviews${audited ? ', and no axe violation' : ''}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`/${market}`);
      await waitForHydration(page, 'main h1');
      const card = firstLane(page).getByRole('listitem').first();
      const name = (await card.getByRole('link').textContent()) ?? '';
      const cardPrice = (await card.locator('p').last().textContent()) ?? '';
      await card.getByRole('link').click();

      await expect(page).toHaveURL(new RegExp(`${audiobookPath('ID').replace('ID', '[0-9a-f-]{36}')}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
      // The card and the page show the same displayed price to a visitor (spec §5).
      await expect(main.getByText(cardPrice.replace(/^.*?: /, '').trim()).first()).toBeVisible();
      const author = main.locator('dl a').first();
      await expect(author).toHaveAttribute(
        'href',
        new RegExp(`^${pathFor('author', { id: 'x' }, market, ROUTING).slice(0, -1)}`),
      );
      // The chapter list's code may still be on its way after a navigation in the browser.
      await expect(
        main
          .getByRole('region', { name: t('audiobook.chapters') })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await expect(main.getByRole('region', { name: t('audiobook.reviews') })).toBeVisible();
      await expect(main.getByRole('link', { name: t('pages.reviewTerms.title') })).toHaveAttribute(
        'href',
        pathFor('reviewTerms', {}, market, ROUTING),
      );
      await expect(main.getByRole('region', { name: t('audiobook.recommended') })).toBeVisible();
      // One view_item for the page (the home page's list events came before it).
      await expect
        .poll(() =>
          page.evaluate(() => (window as DataLayerWindow).dataLayer?.filter((e) => e.event === 'view_item').length),
        )
        .toBe(1);
      if (audited) {
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    });

    test('pages through the reviews with the pager', async ({ page }) => {
      const id = await audiobookWithPagedReviews(page, market);
      await page.goto(audiobookPath(id));
      await waitForHydration(page, 'main h1');
      const reviews = page.getByRole('region', { name: t('audiobook.reviews') });
      const first = await reviews.getByRole('listitem').first().textContent();
      await reviews.getByRole('link', { name: t('shell.pagination.next') }).click();
      await expect(page).toHaveURL(new RegExp(`${audiobookPath(id)}\\?page=2#reviews$`));
      await expect(reviews.getByRole('link', { name: t('shell.pagination.page', { page: '2' }) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(reviews.getByRole('listitem').first()).not.toHaveText(first ?? '');
    });

    test('sends a visitor who marks a favourite to sign-in, keeping the page to come back to', async ({ page }) => {
      const id = await audiobookWithPagedReviews(page, market);
      const composition: string[] = [];
      page.on('request', (request) => {
        if (/\/create-container-/.test(request.url())) composition.push(request.url());
      });
      // The services arrive only when the test lets them: the press comes first, as on a slow phone.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/create-container-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(audiobookPath(id));
      await waitForHydration(page, 'main h1');
      await page.waitForLoadState('networkidle');
      // A visitor who only reads never fetches the services.
      expect(composition).toEqual([]);
      // The page is counted all the same: analytics is an early service.
      await expect
        .poll(() =>
          page.evaluate(() => (window as DataLayerWindow).dataLayer?.filter((e) => e.event === 'view_item').length),
        )
        .toBe(1);
      await page
        .getByRole('main')
        .getByRole('button', { name: t('audiobook.favourite') })
        .click();
      // The press asked for the services, and it is not lost while they come.
      await expect.poll(() => composition.length).toBe(1);
      release();
      await expect(page).toHaveURL(new RegExp(`${pathFor('signIn', {}, market, ROUTING)}$`));
      expect(await page.evaluate(() => sessionStorage.getItem('audiora.redirectTo'))).toBe(audiobookPath(id));
    });

    test('answers 404 with the localised not-found page for an unknown id', async ({ page }) => {
      const response = await page.goto(audiobookPath(UNKNOWN_ID));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('not_found.title'));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is whole in its HTML: description behind "more", reviews paged by links, structured data', async ({
    page,
  }) => {
    const t = textOf('pl');
    const id = await audiobookWithPagedReviews(page, 'pl');
    const response = await page.goto(`${pathFor('audiobook', { id }, 'pl', ROUTING)}?page=2`);
    expect(response?.status()).toBe(200);
    const reviews = page.getByRole('region', { name: t('audiobook.reviews') });
    await expect(reviews.getByRole('link', { name: t('shell.pagination.page', { page: '2' }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const more = page.locator('main details');
    if ((await more.count()) > 0) {
      await more.locator('summary').click();
      await expect(more.locator('p').first()).toBeVisible();
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': unknown })['@type'])).toContainEqual([
      'Book',
      'Audiobook',
    ]);
  });

  test('es carries no structured data (spec §1)', async ({ page }) => {
    const screen = (await (await page.request.get('/es/v2/me/screen?_f[noLinks]=1')).json()) as ScreenBody;
    const id = screen._embedded['app:section']
      .flatMap((s) => s._embedded?.['app:product'] ?? [])
      .find((p) => p.type === 'audiobook')?.id;
    expect(id).toBeDefined();
    const response = await page.goto(pathFor('audiobook', { id: id ?? '' }, 'es', ROUTING));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
  });
});
