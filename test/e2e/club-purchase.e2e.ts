import { type Browser, expect, type Page, test } from '@playwright/test';
import { MARKETS } from '#domain/market/markets';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, showIntent, textOf, waitForHydration } from '../support/e2e-page';
import { payInSandbox } from '../support/e2e-sandbox';

const BRAND = { brand: 'Audiora' };

/** The club page and its success page in the markets the journeys visit. */
const CLUB = {
  pl: { join: '/pl/dolacz-do-klubu-audiora', success: '/pl/sukces/klub-audiora', language: 'pl' },
  cz: { join: '/cz/pridej-se-do-klubu-audiora', success: '/cz/uspech/klub-audiora', language: 'cs' },
  de: { join: '/de/join-audiora-club', success: '/de/success/audiora-club', language: 'de' },
} as const;

/** A listener signed up in a market, in a browser context of their own (axe needs `newContext()` first). */
const listener = async (browser: Browser, baseURL: string, market: string, javaScriptEnabled = true) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpThroughApi(page.request, baseURL, { market, prefix: 'club-buyer' });
  return { context, page };
};

const main = (page: Page) => page.getByRole('main');

type DataLayerWindow = Window & { dataLayer?: { event?: string; ecommerce?: { transaction_id?: string } }[] };

/** The purchase events in the page's data layer, by their transaction id. */
const purchasesTracked = (page: Page) =>
  page.evaluate(() =>
    ((window as DataLayerWindow).dataLayer ?? [])
      .filter((entry) => entry.event === 'purchase')
      .map((entry) => entry.ecommerce?.transaction_id),
  );

/** A pl title's price as a club member sees it on a card (spec §5: the lowest of base, discount and subscriber). */
const memberPrice = async (page: Page, productId: string): Promise<string> => {
  const answer = await page.request.get(`/pl/v2/products/${productId}?catalog_id=${MARKETS.pl.catalogId}`);
  const product = (await answer.json()) as {
    price: number;
    discount_price: number | null;
    price_for_subscribers: number | null;
  };
  const lowest = Math.min(product.price, product.discount_price ?? Infinity, product.price_for_subscribers ?? Infinity);
  return new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(lowest / 100);
};

const sameSpacing = (text: string) => text.replace(/\s+/g, ' ');

/** Every WCAG 2.2 AA violation once the page has settled. */
const violations = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
};

/** What the shell shows of the club: the promo bar and the avatar's club badge. */
const shell = (page: Page, t: ReturnType<typeof textOf>) => ({
  promo: page.getByRole('complementary', { name: t('shell.promo.label', BRAND) }),
  badge: page.getByTestId('club-badge'),
});

test.describe('joining the club (issue 22)', () => {
  test('pl: a listener joins with the accepting card, and this tab and one opened before paying show the member at once', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const t = textOf(CLUB.pl.language);
    const { context, page } = await listener(browser, baseURL ?? '', 'pl');
    await page.goto(CLUB.pl.join);
    await expect(main(page).getByText(/^39,90\s+zł miesięcznie$/)).toBeVisible();
    // The club's picks are club titles: the first one is the title to hear once a member.
    const picks = main(page).getByRole('list', { name: /.+/ }).last();
    const title = await picks.getByRole('link').first().getAttribute('href');
    expect(title).toMatch(/^\/pl\/audiobook\//);
    const subscriberPrice = await memberPrice(page, title?.split('/').pop() ?? '');
    expect(await violations(page)).toEqual([]);

    const other = await context.newPage();
    await other.goto(title ?? '');
    await showIntent(other);
    const otherShell = shell(other, t);
    await expect(otherShell.promo).toBeVisible();
    await expect(main(other).getByText(t('audiobook.listenable'))).toHaveCount(0);
    await expect(main(other).getByText(/^Klubowicze płacą /)).toBeVisible();

    await main(page)
      .getByRole('button', { name: t('club_purchase.join', BRAND) })
      .click();
    await payInSandbox(page, 'accepted');
    await expect(page).toHaveURL(new RegExp(`${CLUB.pl.success}\\?order=[0-9a-f-]{36}$`));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t('pages.successClub.title', BRAND));
    await expect(main(page).getByRole('status')).toContainText('jest aktywne do');
    const here = shell(page, t);
    await expect(here.badge).toBeVisible();
    await expect(here.promo).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    // The purchase is reported once: not again when the success page is loaded a second time.
    const order = new URL(page.url()).searchParams.get('order');
    await expect.poll(() => purchasesTracked(page)).toEqual([order]);
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await purchasesTracked(page)).toEqual([]);

    // The tab opened before paying follows without a reload: badge, no promo, the club title to hear.
    await expect(otherShell.badge).toBeVisible();
    await expect(otherShell.promo).toHaveCount(0);
    await expect(main(other).getByText(t('audiobook.listenable'))).toBeVisible();
    await expect(main(other).getByRole('button', { name: t('player.listen'), exact: true })).toBeVisible();

    // Back on the club page the member is told so, with the way to the plan and no button to pay again.
    await page.goto(CLUB.pl.join);
    await showIntent(page);
    await expect(main(page).getByRole('status')).toContainText(t('club_purchase.already_member', BRAND));
    await expect(main(page).getByRole('link', { name: t('club_purchase.manage_plan') })).toBeVisible();
    await expect(main(page).getByRole('button', { name: t('club_purchase.join', BRAND) })).toHaveCount(0);
    // Its picks are priced for a member.
    const firstPick = main(page).getByRole('list', { name: /.+/ }).last().getByRole('listitem').first();
    await expect
      .poll(async () => sameSpacing((await firstPick.textContent()) ?? ''))
      .toContain(sameSpacing(subscriberPrice));
    await context.close();
  });

  test('cz: a declined card returns to the club page, which says so and offers to try again', async ({
    browser,
    baseURL,
  }) => {
    const t = textOf(CLUB.cz.language);
    const { context, page } = await listener(browser, baseURL ?? '', 'cz');
    await page.goto(CLUB.cz.join);
    await expect(main(page).getByText(/^249\s+Kč měsíčně$/)).toBeVisible();
    await waitForHydration(page);
    await main(page)
      .getByRole('button', { name: t('club_purchase.join', BRAND) })
      .click();
    await payInSandbox(page, 'declined');
    await expect(page).toHaveURL(`${CLUB.cz.join}?payment=failed`);
    const alert = main(page).getByRole('alert');
    await expect(alert).toHaveText(t('club_purchase.payment_failed'));
    await expect(alert).toBeFocused();
    await expect(main(page).getByRole('button', { name: t('club_purchase.try_again') })).toBeVisible();
    await expect(shell(page, t).badge).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  test('lt: without JavaScript the club page is a plain form, to pay and to be told of a declined card', async ({
    browser,
    baseURL,
  }) => {
    const t = textOf('lt');
    const { context, page } = await listener(browser, baseURL ?? '', 'lt', false);
    await page.goto('/lt/join-audiora-club');
    await expect(main(page).getByText(/^9,99\s+€ per mėnesį$/)).toBeVisible();
    await main(page)
      .getByRole('button', { name: t('club_purchase.join', BRAND) })
      .click();
    await payInSandbox(page, 'declined');
    await expect(page).toHaveURL('/lt/join-audiora-club?payment=failed');
    await expect(main(page).getByRole('alert')).toHaveText(t('club_purchase.payment_failed'));
    await main(page)
      .getByRole('button', { name: t('club_purchase.try_again') })
      .click();
    await payInSandbox(page, 'accepted');
    await expect(page).toHaveURL(/\/lt\/success\/audiora-club\?order=/);
    await expect(main(page).getByRole('status')).toContainText(
      t('success.club.active_until', { ...BRAND, date: '' }).slice(0, 20),
    );
    await context.close();
  });

  test('de: a listener joins by keyboard alone and hears that the club is active', async ({ browser, baseURL }) => {
    const t = textOf(CLUB.de.language);
    const { context, page } = await listener(browser, baseURL ?? '', 'de');
    await page.goto(CLUB.de.join);
    await waitForHydration(page);
    const join = main(page).getByRole('button', { name: t('club_purchase.join', BRAND) });
    for (let presses = 0; presses < 80 && !(await join.evaluate((el) => el === document.activeElement)); presses += 1)
      await page.keyboard.press('Tab');
    await expect(join).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    const card = page.getByLabel('Card number');
    for (let presses = 0; presses < 10 && !(await card.evaluate((el) => el === document.activeElement)); presses += 1)
      await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    await page.keyboard.type('4242 4242 4242 4242');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${CLUB.de.success}\\?order=`));
    await expect(main(page).getByRole('status')).toContainText('ist bis zum');
    await expect(shell(page, t).badge).toBeVisible();
    await context.close();
  });

  test('sk: no club price, no promo and no way to join; a visitor elsewhere goes to sign in first', async ({
    browser,
    baseURL,
  }) => {
    const sk = textOf('sk');
    const { context, page } = await listener(browser, baseURL ?? '', 'sk');
    await page.goto('/sk/join-audiora-club');
    await showIntent(page);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      sk('info_pages.club.not_available_title', BRAND),
    );
    await expect(page.getByTestId('user-button')).toBeVisible();
    await expect(main(page).getByRole('button')).toHaveCount(0);
    await expect(main(page).getByText(/€/)).toHaveCount(0);
    await expect(shell(page, sk).promo).toHaveCount(0);
    await context.close();

    const pl = textOf('pl');
    const visitor = await browser.newContext();
    const visiting = await visitor.newPage();
    await visiting.goto(CLUB.pl.join);
    await main(visiting)
      .getByRole('button', { name: pl('club_purchase.join', BRAND) })
      .click();
    await expect(visiting).toHaveURL(`/pl/zaloguj?redirectTo=${encodeURIComponent(CLUB.pl.join)}`);
    await visitor.close();
  });
});
