import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, SESSION_SHOWN, waitForHydration } from '../support/e2e-page';

/** A same-origin POST, as the storefront's own scripts send it (the API refuses cross-site writes). */
const post = (request: APIRequestContext, baseURL: string, path: string, data: Record<string, unknown>) =>
  request.post(path, { data, headers: { Origin: baseURL } });

/** Signs in through the API with a captcha token from the development stand-in (spec §7: action login). */
const signIn = async (page: Page, baseURL: string, account: { email: string; password: string; catalogId: string }) => {
  const captcha = await post(page.request, baseURL, '/dev/recaptcha/token', { action: 'login' });
  const { token } = (await captcha.json()) as { token: string };
  const signedIn = await post(page.request, baseURL, '/pl/v2/commands', {
    name: 'AuthenticateForWeb',
    device_id: 'e2e-device',
    email: account.email,
    password: account.password,
    catalog_id: account.catalogId,
    recaptcha_token: token,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
};

test.describe('the user button', () => {
  test('a visitor sees the sign-in link once the auth status is fetched, without asking GET /me', async ({ page }) => {
    const profileRequests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/v2/me')) profileRequests.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/pl');
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
      'href',
      '/pl/zaloguj',
    );
    await expect(page.getByTestId('auth-spinner')).toHaveCount(0);
    expect({ profileRequests, errors }).toEqual({ profileRequests: [], errors: [] });
  });

  test('after signing up, the account menu works by keyboard and signs out', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const account = await signUpThroughApi(page.request, origin, { prefix: 'menu' });
    await page.goto('/pl');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: `Menu konta, ${account.email}` });
    await expect(button).toBeVisible(SESSION_SHOWN);
    await expect(page.getByTestId('avatar')).toHaveText('M');

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Twoje konto' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Ulubione' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Moja półka' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Wyloguj się' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Ulubione' })).toBeFocused();

    expect(await axeViolations(page, '[data-testid="user-button"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Wyloguj się' })).toBeFocused();
    await page.keyboard.press('Enter');
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' });
    await expect(signInLink).toBeFocused();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('loggedIn');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();

    await signIn(page, origin, account);
    await page.reload();
    await expect(page.getByRole('button', { name: `Menu konta, ${account.email}` })).toBeVisible(SESSION_SHOWN);
  });

  test('a profile check that gets no answer does not sign the next page out', async ({ page, baseURL }) => {
    const account = await signUpThroughApi(page.request, baseURL ?? '', { prefix: 'offline' });
    // The check's request dropped, as when the network fails or the browser leaves the page mid-request.
    await page.route('**/pl/v2/me', (route) => route.abort('internetdisconnected'));
    await page.goto('/pl');
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('loggedIn');

    await page.unroute('**/pl/v2/me');
    await page.reload();
    await expect(page.getByRole('button', { name: `Menu konta, ${account.email}` })).toBeVisible(SESSION_SHOWN);
  });
});
