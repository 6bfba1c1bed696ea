import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { languageOf, type Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { homeProducts } from '../../scripts/bench/media-journey';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';
import { payInSandbox } from '../support/e2e-sandbox';

/** A title of the home screen the store sells (not free), with its name. */
interface SellableTitle {
  readonly id: string;
  readonly name: string;
}

const sellableTitles = async (page: Page, market: Locale, count: number): Promise<SellableTitle[]> => {
  const products = (await homeProducts(page.request, market)) as unknown as {
    id: string;
    name: string;
    is_free: boolean;
    price: number;
  }[];
  const sellable = products.filter((product) => !product.is_free && product.price > 0).slice(0, count);
  if (sellable.length < count) throw new Error(`the ${market} home screen sells fewer than ${count} titles`);
  return sellable.map(({ id, name }) => ({ id, name }));
};

const path = (market: Locale, name: 'cart' | 'signUp' | 'successAudiobook') =>
  pathFor(name, {}, market, DEFAULT_ROUTING_CONTEXT);

/** Adds a title from its page, as a visitor or a listener presses "Add to cart", and closes the recent-item modal. */
const addFromItsPage = async (page: Page, market: Locale, title: SellableTitle) => {
  const t = textOf(languageOf(market));
  await page.goto(pathFor('audiobook', { id: title.id }, market, DEFAULT_ROUTING_CONTEXT));
  await waitForHydration(page);
  await page.getByRole('button', { name: t('audiobook.add_to_cart'), exact: true }).click();
  const modal = page.getByRole('dialog', { name: t('shell.add_to_cart.title') });
  await expect(modal).toContainText(title.name);
  await modal.getByRole('button', { name: t('shell.add_to_cart.back_to_store') }).click();
  await expect(modal).toBeHidden();
};

const cartItems = (page: Page) => page.getByRole('main').getByRole('listitem');

/**
 * Waits until a new page of the browser sees `count` titles in the visitor's cart: a page opened at once after the
 * add could otherwise read local storage before the write reached it (it travels between renderer processes).
 */
const keptInBrowser = async (page: Page, market: Locale, count: number) => {
  const probe = await page.context().newPage();
  await probe.goto('/favicon.svg');
  await expect
    .poll(() =>
      probe.evaluate(
        (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length,
        `audiora.cart.${market}`,
      ),
    )
    .toBe(count);
  await probe.close();
};

test.describe('buying: cart, sandbox checkout, success and listening', () => {
  // Each is a whole purchase across several pages, the payment provider's among them.
  test.describe.configure({ timeout: 90_000 });

  for (const market of ['pl', 'cz', 'de'] as const) {
    test(`${market}: a visitor adds two titles, signs up, pays with the accepting card and hears a title in full`, async ({
      page,
    }) => {
      const t = textOf(languageOf(market));
      const titles = await sellableTitles(page, market, 2);
      for (const [index, title] of titles.entries()) {
        await addFromItsPage(page, market, title);
        await keptInBrowser(page, market, index + 1);
      }

      // The visitor's cart is kept in the browser and shown on the cart page, with the way to pay through signing up.
      await page.goto(`${path(market, 'cart')}`);
      await waitForHydration(page);
      for (const title of titles) await expect(cartItems(page).filter({ hasText: title.name })).toHaveCount(1);
      await page.getByRole('link', { name: t('cart.guest.sign_up') }).click();

      await waitForHydration(page, 'main form');
      const form = page.getByRole('main');
      await form.getByLabel(t('auth.sign_up.email')).fill(`buyer-${market}-${randomUUID().slice(0, 8)}@example.test`);
      await form.getByLabel(t('auth.sign_up.password')).fill(`Pw-${randomUUID()}`);
      await form.getByRole('button', { name: t('auth.sign_up.submit') }).click();

      // Back on the cart, now the store's: both titles, priced for the account.
      await expect(page).toHaveURL(new RegExp(`${path(market, 'cart')}$`));
      const pay = page.getByRole('button', { name: new RegExp(`^${t('cart.checkout.pay', { amount: '' }).trim()}`) });
      await expect(pay).toBeVisible();
      for (const title of titles) await expect(cartItems(page).filter({ hasText: title.name })).toHaveCount(1);
      await pay.click();

      await payInSandbox(page, 'accepted');
      await expect(page).toHaveURL(new RegExp(`${path(market, 'successAudiobook')}\\?order=`));
      const main = page.getByRole('main');
      for (const title of titles) await expect(main.getByRole('link', { name: title.name, exact: true })).toBeVisible();
      // The cart is empty now, and the top bar says so.
      await expect(
        page.getByRole('navigation', { name: t('shell.top_bar.account_links') }).getByTestId('count-badge'),
      ).toHaveCount(0);

      const [first] = titles;
      await main
        .getByRole('link', { name: t('purchase.listen_now') })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${first?.id ?? ''}$`));
      // A bought title plays in full: no sample label, and it starts playing.
      const player = page.getByRole('main');
      const play = player.getByRole('button', { name: t('player.play'), exact: true });
      await expect(play).toBeEnabled({ timeout: 15_000 });
      await expect(player.getByText(t('player.sample'))).toHaveCount(0);
      await play.click();
      await expect(player.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({
        timeout: 10_000,
      });
    });
  }

  test('cz: a declined card brings the buyer back to the cart, told so, with the titles still there', async ({
    page,
    baseURL,
  }) => {
    const market = 'cz';
    const t = textOf(languageOf(market));
    await signUpThroughApi(page.request, baseURL ?? '', { market, prefix: 'declined' });
    const [title] = await sellableTitles(page, market, 1);
    if (!title) throw new Error('no title');
    await addFromItsPage(page, market, title);
    await page.goto(`${path(market, 'cart')}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: new RegExp(`^${t('cart.checkout.pay', { amount: '' }).trim()}`) }).click();
    await payInSandbox(page, 'declined');
    await expect(page).toHaveURL(new RegExp(`${path(market, 'cart')}\\?payment=failed$`));
    await expect(page.getByRole('alert')).toHaveText(t('cart.checkout.payment_failed'));
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(cartItems(page).filter({ hasText: title.name })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('pl: promo codes, taking a title out, and checkout by keyboard alone, with no axe violations', async ({
    page,
    baseURL,
  }) => {
    const market = 'pl';
    const t = textOf(languageOf(market));
    await signUpThroughApi(page.request, baseURL ?? '', { market, prefix: 'keyboard' });
    const titles = await sellableTitles(page, market, 2);
    for (const title of titles) await addFromItsPage(page, market, title);
    await page.goto(`${path(market, 'cart')}`);
    await waitForHydration(page, 'main form');
    expect(await axeViolations(page)).toEqual([]);

    const main = page.getByRole('main');
    const code = main.getByLabel(t('cart.promo.label'));
    await code.fill('NO-SUCH-CODE');
    await main.getByRole('button', { name: t('cart.promo.apply') }).click();
    await expect(main.getByRole('alert')).toHaveText(t('cart.promo.not_found'));
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await main.getByLabel(t('cart.promo.label')).fill(' welcome10 ');
    await main.getByRole('button', { name: t('cart.promo.apply') }).click();
    await expect(main.getByText(t('cart.promo.applied', { code: 'WELCOME10' }))).toBeVisible();
    await expect(main.getByText(t('cart.summary.discount'))).toBeVisible();

    const [gone, kept] = titles;
    await cartItems(page)
      .filter({ hasText: gone?.name ?? '' })
      .getByRole('button', { name: t('cart.item.remove') })
      .click();
    await expect(cartItems(page).filter({ hasText: gone?.name ?? '' })).toHaveCount(0);
    await expect(cartItems(page).filter({ hasText: kept?.name ?? '' })).toHaveCount(1);

    // Checkout by keyboard: Tab to the pay button and press Enter; then the sandbox's field and button.
    const pay = main.getByRole('button', { name: new RegExp(`^${t('cart.checkout.pay', { amount: '' }).trim()}`) });
    for (let presses = 0; presses < 40 && !(await pay.evaluate((el) => el === document.activeElement)); presses += 1)
      await page.keyboard.press('Tab');
    await expect(pay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await page.getByLabel('Card number').focus();
    await page.keyboard.type('4242 4242 4242 4242');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path(market, 'successAudiobook')}\\?order=`));
    await expect(page.getByRole('main').getByRole('link', { name: kept?.name ?? '', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('pl: a visitor puts titles in the cart from a category list and from search results; a cz listener from search', async ({
    page,
    baseURL,
  }) => {
    const market = 'pl';
    const t = textOf(languageOf(market));
    const addLabel = t('audiobook.add_to_cart');
    /** Adds the card named `name` (else the list's first one that can be added), and answers its title. */
    const addedFrom = async (listPath: string, name?: string): Promise<string> => {
      await page.goto(listPath);
      await waitForHydration(page);
      const adds = page.getByRole('main').getByRole('button', { name: new RegExp(`^${addLabel}: `) });
      const add =
        name === undefined ? adds.first() : page.getByRole('button', { name: `${addLabel}: ${name}`, exact: true });
      const added = ((await add.getAttribute('aria-label')) ?? '').slice(addLabel.length + 2);
      await add.click();
      const modal = page.getByRole('dialog', { name: t('shell.add_to_cart.title') });
      await expect(modal).toContainText(added);
      await modal.getByRole('button', { name: t('shell.add_to_cart.back_to_store') }).click();
      await expect(modal).toBeHidden();
      return added;
    };

    const { _embedded } = (await (await page.request.get(`/${market}/v2/categories`)).json()) as {
      _embedded: { 'app:category': { slug: string; parent_id: string | null }[] };
    };
    const category = _embedded['app:category'].find((c) => c.parent_id === null);
    const fromList = await addedFrom(
      pathFor('category', { id: category?.slug ?? '' }, market, DEFAULT_ROUTING_CONTEXT),
    );
    await keptInBrowser(page, market, 1);
    const [other] = (await sellableTitles(page, market, 2)).filter((title) => title.name !== fromList);
    const search = pathFor('search', {}, market, DEFAULT_ROUTING_CONTEXT);
    const fromSearch = await addedFrom(`${search}?phrase=${encodeURIComponent(other?.name ?? '')}`, other?.name);
    await keptInBrowser(page, market, 2);
    await expect(
      page.getByRole('navigation', { name: t('shell.top_bar.account_links') }).getByTestId('count-badge'),
    ).toHaveText('2');
    await page.goto(path(market, 'cart'));
    await waitForHydration(page);
    for (const name of [fromList, fromSearch]) await expect(cartItems(page).filter({ hasText: name })).toHaveCount(1);

    // A listener's add from the results goes to the store's cart, which the cart page reads on the server.
    const cz = 'cz';
    await signUpThroughApi(page.request, baseURL ?? '', { market: cz, prefix: 'from-search' });
    const [title] = await sellableTitles(page, cz, 1);
    const czText = textOf(languageOf(cz));
    await page.goto(
      `${pathFor('search', {}, cz, DEFAULT_ROUTING_CONTEXT)}?phrase=${encodeURIComponent(title?.name ?? '')}`,
    );
    await waitForHydration(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: `${czText('audiobook.add_to_cart')}: ${title?.name ?? ''}`, exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: czText('shell.add_to_cart.title') })).toContainText(
      title?.name ?? '',
    );
    // The store's cart, as its page renders it on the server, holds the title.
    await expect
      .poll(async () => (await (await page.request.get(path(cz, 'cart'))).text()).includes(title?.name ?? ''))
      .toBe(true);
  });
});

test("en: the cart page tells a visitor without JavaScript that a guest's cart needs it, and offers signing in", async ({
  request,
}) => {
  const t = textOf(languageOf('en'));
  const html = await (await request.get(path('en', 'cart'))).text();
  // Chromium with scripts turned off still parses <noscript> as text, so the server's HTML is what is checked.
  const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
  expect(noscript).toContain(t('cart.guest.noscript').replaceAll("'", '&#x27;'));
  expect(noscript).toContain(`href="${pathFor('signIn', {}, 'en', DEFAULT_ROUTING_CONTEXT)}"`);
});
