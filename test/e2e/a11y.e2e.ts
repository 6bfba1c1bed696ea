import { type Browser, expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const MARKETS = ['pl', 'de', 'es', 'tr'] as const;
const PHONE = { width: 375, height: 812 };

/** A page in a fresh context (axe needs `newContext()` before `newPage()`), hydrated, its lazy services loaded. */
const openPage = async (browser: Browser, path: string, viewport = { width: 1280, height: 900 }) => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return page;
};

test.describe('accessibility of the shell and the home page (axe, WCAG 2.2 AA)', () => {
  for (const market of MARKETS) {
    const t = textOf(market);

    test(`${market}: the home page as it loads`, async ({ browser }) => {
      const page = await openPage(browser, `/${market}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });

    // The dropdown and the mobile menu are the same components in every market: each is audited open in half of the
    // markets, taking turns, so every market is also seen with one of them open.
    const opensDropdown = MARKETS.indexOf(market) % 2 === 0;

    if (opensDropdown)
      test(`${market}: with the catalogue dropdown open`, async ({ browser }) => {
        const page = await openPage(browser, `/${market}`);
        const trigger = page
          .getByRole('banner')
          .getByRole('button', { name: t('shell.catalogue.trigger'), exact: true });
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('link', { name: t('shell.catalogue.all_categories') })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      });
    else
      test(`${market}: with the mobile menu open on a 375 px screen`, async ({ browser }) => {
        const page = await openPage(browser, `/${market}`, PHONE);
        await page.getByRole('button', { name: t('shell.top_bar.open_menu') }).click();
        await expect(page.getByRole('dialog', { name: t('shell.mobile_menu.label') })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      });
  }

  test('pl: signed in, with the account menu open', async ({ browser, baseURL }) => {
    const t = textOf('pl');
    const context = await browser.newContext();
    const page = await context.newPage();
    const { email } = await signUpThroughApi(page.request, baseURL ?? '', { prefix: 'a11y' });
    await page.goto('/pl');
    await waitForHydration(page);

    await page.getByRole('button', { name: t('shell.user_menu.open', { email }) }).click();
    await expect(page.getByRole('menu', { name: t('shell.user_menu.label') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
