import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const pl = textOf('pl');

const offer = (page: Page) => page.getByRole('dialog', { name: pl('pages.newsletter.title') });

/** The account as GET /me answers it, through the page's own cookies. */
const me = async (page: Page) =>
  (await (await page.request.get('/pl/v2/me')).json()) as { newsletter: boolean; marketing_consent: boolean };

test.describe('the newsletter offer for signed-in pl listeners', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    // The journeys' default puts the offer off; here it is what is being tried.
    await page.context().clearCookies({ name: 'newsletter_offer' });
    await signUpThroughApi(page.request, baseURL ?? '', { prefix: 'newsletter' });
  });

  test('offers itself, subscribes with the marketing consent, and does not come back', async ({ page }) => {
    test.slow();
    await page.goto('/pl');
    await waitForHydration(page);
    const dialog = offer(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const subscribe = dialog.getByRole('button', { name: pl('shell.newsletter.subscribe') });
    await expect(subscribe).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // Focus stays inside while tabbing round.
    for (let n = 0; n < 6; n += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('checkbox', { name: pl('newsletter_offer.marketing_consent') }).check();
    await subscribe.click();
    await expect(dialog.getByRole('status')).toHaveText(pl('shell.newsletter.subscribed'));
    expect(await me(page)).toMatchObject({ newsletter: true, marketing_consent: true });
    await dialog.getByRole('button', { name: pl('shell.newsletter.done') }).click();
    await expect(dialog).toHaveCount(0);

    // Subscribed, not merely dismissed: no cookie was needed for it to stay away.
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'newsletter_offer')).toBe(false);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: pl('shell.top_bar.account_links') })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(offer(page)).toHaveCount(0);
  });

  test('Escape puts it off, and that is remembered', async ({ page }) => {
    test.slow();
    await page.goto('/pl');
    await waitForHydration(page);
    const dialog = offer(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'newsletter_offer')?.value).toBe('closed');
    expect(await me(page)).toMatchObject({ newsletter: false });

    await page.goto('/pl/katalog');
    await waitForHydration(page);
    await page.waitForTimeout(1_500);
    await expect(offer(page)).toHaveCount(0);
  });
});
