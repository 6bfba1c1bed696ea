import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

/** A plural text of the market's language, in the form its plural rules pick for `count`. */
const pluralOf = (language: string, t: ReturnType<typeof textOf>) => (key: string, count: number) =>
  t(`${key}_${new Intl.PluralRules(language).select(count)}`, { count: String(count) });

/** A same-origin call, as the storefront's own scripts make it (the API refuses cross-site writes). */
const sameOrigin = (baseURL: string) => ({ Origin: baseURL });

interface ListedProduct {
  readonly id: string;
  readonly type: string;
  readonly reference_id: string;
  readonly price: number;
}

/** Titles of the market's home screen, as the API lists them. */
const homeProducts = async (request: APIRequestContext, market: string): Promise<ListedProduct[]> => {
  const screen = (await (await request.get(`/${market}/v2/me/screen?_f[noLinks]=1`)).json()) as {
    _embedded: { 'app:section': { _embedded?: { 'app:product'?: ListedProduct[] } }[] };
  };
  const all = screen._embedded['app:section'].flatMap((section) => section._embedded?.['app:product'] ?? []);
  return [...new Map(all.map((product) => [product.id, product])).values()];
};

/** A page in a fresh context (axe needs `newContext()` before `newPage()`), at a size. */
const newPage = async (browser: Browser, viewport = { width: 1280, height: 900 }) => {
  const context = await browser.newContext({ viewport });
  return context.newPage();
};

test.describe('the signed-in shell: counts, newsletter modal, privacy settings', () => {
  test('a visitor sees no counts and the page asks for none', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/user\/profile\.json|\/cart\/add\/|\/v2\/me\/favourites/.test(path)) asked.push(path);
    });
    await page.goto('/pl');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Twoje konto' });
    await expect(nav.getByRole('link', { name: 'Koszyk', exact: true })).toBeVisible();
    await expect(nav.getByTestId('count-badge')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  for (const market of ['pl', 'de'] as const) {
    test(`${market}: the cart and favourites badges count the signed-in user's titles, until signing out`, async ({
      browser,
      baseURL,
    }) => {
      const t = textOf(market);
      const page = await newPage(browser);
      const origin = baseURL ?? '';
      const { email } = await signUpThroughApi(page.request, origin, { market, prefix: 'shell' });
      // Paid audiobooks: what a listener puts in a cart.
      const paid = (await homeProducts(page.request, market)).filter((p) => p.type === 'audiobook' && p.price > 0);
      const [first, second, third] = paid;
      if (!first || !second || !third) throw new Error('the home screen lists too few paid audiobooks');
      for (const product of [first, second]) {
        const added = await page.request.get(`/${market}/cart/add/${product.reference_id.slice(3)}`, {
          headers: sameOrigin(origin),
        });
        expect(added.status(), await added.text()).toBe(200);
      }
      const favourited = await page.request.post(`/${market}/v2/commands`, {
        data: { name: 'AddToFavourites', product_ids: [first.id, second.id, third.id] },
        headers: sameOrigin(origin),
      });
      expect(favourited.status(), await favourited.text()).toBe(200);
      const stored = await page.request.get(`/${market}/user/profile.json?mode=cart`);
      expect(((await stored.json()) as { cart: { products: unknown[] } }).cart.products).toHaveLength(2);

      await page.goto(`/${market}`);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: t('shell.top_bar.account_links') });
      const plural = pluralOf(market, t);
      const cart = nav.getByRole('link', { name: plural('shell.top_bar.cart_items', 2) });
      const favourites = nav.getByRole('link', { name: plural('shell.top_bar.favourites_items', 3) });
      // The counts come after the auth check and the cart's load, two calls behind hydration on a busy machine.
      await expect(cart).toBeVisible({ timeout: 15_000 });
      await expect(cart.getByTestId('count-badge')).toHaveText('2');
      await expect(favourites.getByTestId('count-badge')).toHaveText('3');

      // Signing out takes the counts away at once.
      await page.getByRole('button', { name: t('shell.user_menu.open', { email }) }).click();
      await page.getByRole('menuitem', { name: t('shell.user_menu.sign_out') }).click();
      await expect(nav.getByRole('link', { name: t('shell.top_bar.sign_in') })).toBeVisible();
      await expect(nav.getByTestId('count-badge')).toHaveCount(0);
      await page.context().close();
    });
  }

  for (const market of ['pl', 'de'] as const) {
    test(`${market}: the footer's newsletter opens the modal for a signed-in user, which subscribes; axe with it open`, async ({
      browser,
      baseURL,
    }) => {
      const t = textOf(market);
      const page = await newPage(browser);
      const { email } = await signUpThroughApi(page.request, baseURL ?? '', { market, prefix: 'shell' });
      await page.goto(`/${market}`);
      await waitForHydration(page);
      // Signed in: the account button shows once the auth check has answered.
      await expect(page.getByRole('button', { name: t('shell.user_menu.open', { email }) })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      const opener = footer.getByRole('button', { name: t('shell.footer.newsletter') });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t('pages.newsletter.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(t('shell.newsletter.sent_to', { email }))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const subscribe = dialog.getByRole('button', { name: t('shell.newsletter.subscribe') });
      await expect(subscribe).toBeFocused();
      await subscribe.press('Enter');
      await expect(dialog.getByRole('status')).toHaveText(t('shell.newsletter.subscribed'));
      const done = dialog.getByRole('button', { name: t('shell.newsletter.done') });
      await expect(done).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await done.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      const me = (await (await page.request.get(`/${market}/v2/me`)).json()) as { newsletter: boolean };
      expect(me.newsletter).toBe(true);
      await page.context().close();
    });
  }

  for (const market of ['pl', 'cz', 'tr'] as const) {
    const language = market === 'cz' ? 'cs' : market;
    test(`${market}: the privacy settings dialog keeps the choices in a cookie and confirms with a toast; axe with each open`, async ({
      browser,
    }) => {
      // Two dialogs, a reload and two axe runs: a long journey on a busy machine.
      test.slow();
      const t = textOf(language);
      const page = await newPage(browser);
      await page.goto(`/${market}`);
      // The footer's code comes after the page's: a press before it is hydrated would go unanswered.
      await waitForHydration(page, 'footer button');
      await page.waitForLoadState('networkidle');
      const opener = page.getByRole('contentinfo').getByRole('button', { name: t('shell.footer.privacy_settings') });
      // The button reads as one of its column's links: its text starts where theirs does.
      const policy = page.getByRole('contentinfo').getByRole('link', { name: t('shell.footer.privacy_policy') });
      const textStart = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().left;
      };
      expect(await opener.evaluate(textStart)).toBe(await policy.evaluate(textStart));
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t('shell.footer.privacy_settings') });
      await expect(dialog).toBeVisible();
      const analytics = dialog.getByRole('switch', { name: t('shell.privacy.analytics.label') });
      await expect(analytics).not.toBeChecked();
      expect(await axeViolations(page)).toEqual([]);

      await analytics.check();
      await dialog.getByRole('button', { name: t('shell.privacy.save') }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(t('shell.privacy.saved'));
      expect(await axeViolations(page)).toEqual([]);

      const cookie = (await page.context().cookies()).find((c) => c.name === 'privacy_consent');
      expect(JSON.parse(decodeURIComponent(cookie?.value ?? '""'))).toEqual({
        v: 1,
        analytics: true,
        marketing: false,
      });

      // The choices survive a new page load: the dialog opens with them.
      await page.reload();
      await waitForHydration(page, 'footer button');
      await page.waitForLoadState('networkidle');
      await opener.click();
      await expect(dialog.getByRole('switch', { name: t('shell.privacy.analytics.label') })).toBeChecked();
      await expect(dialog.getByRole('switch', { name: t('shell.privacy.marketing.label') })).not.toBeChecked();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.context().close();
    });
  }
});
