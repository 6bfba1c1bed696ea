import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { homeProducts } from '../../scripts/bench/media-journey';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

/**
 * Each market's path language decides its sign-up and favourites paths; de speaks English paths. The account pages of
 * pl and de are audited by axe in account-a11y.e2e.ts; en's are audited here.
 */
const MARKETS = [
  { market: 'pl', signUp: 'zarejestruj', favourites: 'ulubione', signIn: 'zaloguj', audited: false },
  { market: 'de', signUp: 'sign-up', favourites: 'favourites', signIn: 'sign-in', audited: false },
  { market: 'en', signUp: 'sign-up', favourites: 'favourites', signIn: 'sign-in', audited: true },
] as const;

const violations = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
};

test.describe('a new listener: sign up, keep a favourite, sign out in one tab and every tab', () => {
  for (const { market, signUp, favourites, signIn, audited } of MARKETS) {
    test(`${market}: sign up, favourite a title, find it in favourites and the badge; signing out in one tab signs out the other`, async ({
      page,
    }) => {
      test.slow();
      const t = textOf(market);
      const plural = (key: string, count: number) =>
        t(`${key}_${new Intl.PluralRules(market).select(count)}`, { count: String(count) });
      const accountLinks = (tab: Page) => tab.getByRole('navigation', { name: t('shell.top_bar.account_links') });
      const email = `journey-${market}-${randomUUID().slice(0, 8)}@example.test`;

      await page.goto(`/${market}/${signUp}`);
      await waitForHydration(page, 'main form');
      if (audited) expect(await violations(page)).toEqual([]);
      const form = page.getByRole('main');
      await form.getByLabel(t('auth.sign_up.email')).fill(email);
      await form.getByLabel(t('auth.sign_up.password')).fill(`Pw-${randomUUID()}`);
      await form.getByRole('button', { name: t('auth.sign_up.submit') }).click();

      // Signed in at once, on the market's home.
      await expect(page).toHaveURL(new RegExp(`/${market}$`));
      await expect(page.getByRole('button', { name: t('shell.user_menu.open', { email }) })).toBeVisible();

      const [title] = (await homeProducts(page.request, market)) as { id: string; name?: string }[];
      if (!title?.name) throw new Error('the home screen lists no titles');
      await page.goto(`/${market}/audiobook/${title.id}`);
      await waitForHydration(page);
      const favourite = page.getByRole('button', { name: t('audiobook.favourite'), exact: true });
      await expect(favourite).toBeEnabled();
      await favourite.click();
      await expect(favourite).toHaveAttribute('aria-pressed', 'true');
      const badge = accountLinks(page)
        .getByRole('link', { name: plural('shell.top_bar.favourites_items', 1), exact: true })
        .getByTestId('count-badge');
      await expect(badge).toHaveText('1');

      await page.goto(`/${market}/${favourites}`);
      await waitForHydration(page);
      await expect(page.getByRole('main').getByRole('link', { name: title.name, exact: true })).toHaveAttribute(
        'href',
        `/${market}/audiobook/${title.id}`,
      );
      if (audited) expect(await violations(page)).toEqual([]);

      // A second tab of the same browser, on the same private page.
      const other = await page.context().newPage();
      await other.goto(`/${market}/${favourites}`);
      await waitForHydration(other);
      await expect(other.getByRole('main').getByRole('link', { name: title.name, exact: true })).toBeVisible();
      await expect(other.getByRole('button', { name: t('shell.user_menu.open', { email }) })).toBeVisible();

      await page.getByRole('button', { name: t('shell.user_menu.open', { email }) }).click();
      await page.getByRole('menuitem', { name: t('shell.user_menu.sign_out') }).click();
      await expect(accountLinks(page).getByRole('link', { name: t('shell.top_bar.sign_in') })).toBeVisible();

      // The other tab hears of it without a reload: its account menu and counts go.
      await expect(accountLinks(other).getByRole('link', { name: t('shell.top_bar.sign_in') })).toBeVisible();
      await expect(other.getByRole('button', { name: t('shell.user_menu.open', { email }) })).toHaveCount(0);
      await expect(accountLinks(other).getByTestId('count-badge')).toHaveCount(0);
      // And the private page it showed is no longer served to it.
      await other.reload();
      await expect(other).toHaveURL(new RegExp(`/${market}/${signIn}\\?`));
    });
  }
});
