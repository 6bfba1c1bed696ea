import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const t = textOf('en');

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForHydration(page, 'main form');
};

const main = (page: Page) => page.getByRole('main');
const expectSignedIn = (page: Page, language: string, email: string) =>
  expect(page.getByRole('button', { name: textOf(language)('shell.user_menu.open', { email }) })).toBeVisible({
    timeout: 20_000,
  });

/** The development provider's consent page, opened in a popup by the page's provider button. */
const openProvider = async (page: Page, button: string) => {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    main(page).getByRole('button', { name: button }).click(),
  ]);
  await popup.waitForLoadState();
  return popup;
};

/** Consents as `email` and answers the status of the sign-in command the page then sends. */
const consentAs = async (page: Page, popup: Page, email: string): Promise<number> => {
  await popup.getByLabel('E-mail').fill(email);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => /\/v2\/commands$/.test(new URL(response.url()).pathname)),
    popup.getByRole('button', { name: 'Continue' }).click(),
  ]);
  return answer.status();
};

const providerToast = (page: Page) =>
  page.getByTestId('toast').filter({ hasText: t('auth.provider_auth.error.title') });

test.describe('signing in with Google and Apple (development identity providers)', () => {
  // Each journey opens a provider window and loads two or more pages, on a machine the other journeys share.
  test.describe.configure({ timeout: 90_000 });

  test('a new Google account signs up (201) and follows redirectTo; the next Google sign-in signs it in (200)', async ({
    page,
  }) => {
    const email = `google-${randomUUID().slice(0, 8)}@example.test`;
    await open(page, '/en/sign-in?redirectTo=%2Fen%2Fcatalog');
    expect(await consentAs(page, await openProvider(page, t('auth.social.google')), email)).toBe(201);
    await expect(page).toHaveURL(/\/en\/catalog$/);
    await expectSignedIn(page, 'en', email);

    await page.context().clearCookies();
    await open(page, '/en/sign-in?redirectTo=%2Fen%2Fcatalog');
    const popup = await openProvider(page, t('auth.social.google'));
    expect(await consentAs(page, popup, email)).toBe(200);
    await expect(page).toHaveURL(/\/en\/catalog$/);
    await expectSignedIn(page, 'en', email);
    expect(popup.isClosed()).toBe(true);
  });

  test('Apple from the sign-up page makes the account, and Google then signs the same address in', async ({ page }) => {
    const email = `apple-${randomUUID().slice(0, 8)}@example.test`;
    await open(page, '/en/sign-up?redirectTo=%2Fen%2Fcatalog');
    expect(await consentAs(page, await openProvider(page, t('auth.social.apple')), email)).toBe(201);
    await expect(page).toHaveURL(/\/en\/catalog$/);
    await expectSignedIn(page, 'en', email);

    await page.context().clearCookies();
    await open(page, '/en/sign-up?redirectTo=%2Fen%2Fcatalog');
    expect(await consentAs(page, await openProvider(page, t('auth.social.google')), email)).toBe(200);
    await expect(page).toHaveURL(/\/en\/catalog$/);
    await expectSignedIn(page, 'en', email);
  });

  test('in pl, a new account through Google goes straight to the cart asked for, signed in', async ({ page }) => {
    const pl = textOf('pl');
    const email = `koszyk-google-${randomUUID().slice(0, 8)}@example.test`;
    await open(page, '/pl/zaloguj?redirectTo=%2Fpl%2Fkoszyk');
    expect(await consentAs(page, await openProvider(page, pl('auth.social.google')), email)).toBe(201);
    await expect(page).toHaveURL(/\/pl\/koszyk$/);
    await expectSignedIn(page, 'pl', email);
  });

  test('closing the provider window shows the provider toast and leaves the visitor signed out', async ({ page }) => {
    await open(page, '/en/sign-in');
    const popup = await openProvider(page, t('auth.social.apple'));
    await popup.close();

    await expect(providerToast(page)).toContainText(t('auth.provider_auth.error.message'));
    await expect(page).toHaveURL(/\/en\/sign-in$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('loggedIn');
  });

  test('a token bound to another nonce is refused by the API and shows the provider toast', async ({ page }) => {
    await open(page, '/en/sign-in');
    const popup = await openProvider(page, t('auth.social.google'));
    await popup.locator('input[name="nonce"]').evaluate((input) => {
      (input as HTMLInputElement).value = 'f'.repeat(64);
    });

    expect(await consentAs(page, popup, `forged-${randomUUID().slice(0, 8)}@example.test`)).toBe(401);
    await expect(providerToast(page)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/sign-in$/);
  });

  for (const path of ['/en/sign-in', '/en/sign-up']) {
    test(`axe finds no WCAG 2.2 AA violation on ${path} with the provider buttons`, async ({ page }) => {
      await open(page, path);
      await expect(main(page).getByRole('button', { name: t('auth.social.apple') })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
