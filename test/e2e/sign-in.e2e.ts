import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, SESSION_SHOWN, textOf, waitForHydration } from '../support/e2e-page';

const t = textOf('en');

/** The sign-in or sign-up page, ready to take input. */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForHydration(page, 'main form');
};

const main = (page: Page) => page.getByRole('main');
const accountMenu = (page: Page, email: string) =>
  page.getByRole('button', { name: t('shell.user_menu.open', { email }) });

const fillSignIn = async (page: Page, email: string, password: string) => {
  await main(page).getByLabel(t('auth.sign_in.email')).fill(email);
  await main(page).getByLabel(t('auth.sign_in.password')).fill(password);
  await main(page)
    .getByRole('button', { name: t('auth.sign_in.submit') })
    .click();
};

test.describe('sign-in and sign-up pages', () => {
  test('signing up signs in, follows a safe redirectTo and shows the account menu; signing out ends it', async ({
    page,
  }) => {
    const email = `signup-${randomUUID().slice(0, 8)}@example.test`;
    await open(page, '/en/sign-up?redirectTo=%2Fen%2Fcatalog');
    await main(page).getByLabel(t('auth.sign_up.email')).fill(email);
    await main(page).getByLabel(t('auth.sign_up.password')).fill(`Pw-${randomUUID()}`);
    await main(page)
      .getByRole('checkbox', { name: t('auth.sign_up.marketing_consent') })
      .check();
    await main(page)
      .getByRole('button', { name: t('auth.sign_up.submit') })
      .click();

    await expect(page).toHaveURL(/\/en\/catalog$/);
    const menuButton = accountMenu(page, email);
    await expect(menuButton).toBeVisible(SESSION_SHOWN);
    await menuButton.click();
    await page.getByRole('menuitem', { name: t('shell.user_menu.sign_out') }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: t('shell.top_bar.sign_in') })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('loggedIn');
  });

  test('in pl, signing up with the cart as redirectTo goes there the moment the account exists, signed in', async ({
    page,
  }) => {
    const pl = textOf('pl');
    const email = `koszyk-${randomUUID().slice(0, 8)}@example.test`;
    const askedFromSignUp: string[] = [];
    page.on('request', (request) => {
      if (/\/v2\/me$/.test(new URL(request.url()).pathname) && request.frame().url().includes('/zarejestruj'))
        askedFromSignUp.push(request.url());
    });
    await open(page, '/pl/zarejestruj?redirectTo=%2Fpl%2Fkoszyk');
    await main(page).getByLabel(pl('auth.sign_up.email')).fill(email);
    await main(page).getByLabel(pl('auth.sign_up.password')).fill(`Pw-${randomUUID()}`);
    await main(page)
      .getByRole('button', { name: pl('auth.sign_up.submit') })
      .click();

    await expect(page).toHaveURL(/\/pl\/koszyk$/);
    await expect(page.getByRole('button', { name: pl('shell.user_menu.open', { email }) })).toBeVisible();
    // The sign-up page did not wait for the current user: the cart reads the session the server started.
    expect(askedFromSignUp).toEqual([]);
  });

  for (const [path, field, submit] of [
    ['/en/sign-in', 'auth.sign_in.email', 'auth.sign_in.submit'],
    ['/en/sign-up', 'auth.sign_up.email', 'auth.sign_up.submit'],
  ] as const) {
    test(`without JavaScript, ${path} says the form needs it instead of failing`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole('main').getByLabel(t(field)).fill('someone@example.test');
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page
          .getByRole('main')
          .getByRole('button', { name: t(submit) })
          .click(),
      ]);
      expect(answer.status()).toBe(400);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('auth.needs_script'));
      await context.close();
    });
  }

  test('a server field error shows under its field, which takes focus', async ({ page, baseURL }) => {
    const account = await signUpThroughApi(page.request, baseURL ?? '', { market: 'en', prefix: 'taken' });
    await page.context().clearCookies();
    await open(page, '/en/sign-up');
    await main(page).getByLabel(t('auth.sign_up.email')).fill(account.email);
    await main(page).getByLabel(t('auth.sign_up.password')).fill(`Pw-${randomUUID()}`);
    await main(page)
      .getByRole('button', { name: t('auth.sign_up.submit') })
      .click();

    const emailField = main(page).getByLabel(t('auth.sign_up.email'));
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(t('sign_up.error.email.already_used'));
    await expect(main(page).getByRole('alert')).toHaveText(t('auth.sign_up.error_summary'));
  });

  test('a wrong password shows the sign-in error message, focused and tied to the fields', async ({
    page,
    baseURL,
  }) => {
    const account = await signUpThroughApi(page.request, baseURL ?? '', { market: 'en', prefix: 'wrong' });
    await page.context().clearCookies();
    await open(page, '/en/sign-in');
    await fillSignIn(page, account.email, 'Not-the-password-1');

    const alert = main(page).getByRole('alert');
    await expect(alert).toHaveText(t('auth.sign_in.err_message'));
    await expect(alert).toBeFocused();
    await expect(main(page).getByLabel(t('auth.sign_in.password'))).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/en\/sign-in$/);
  });

  for (const hostile of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
    test(`signing in ignores the redirectTo ${hostile} and goes to the market home`, async ({ page, baseURL }) => {
      const account = await signUpThroughApi(page.request, baseURL ?? '', { market: 'en', prefix: 'redirect' });
      await page.context().clearCookies();
      await open(page, `/en/sign-in?${new URLSearchParams({ redirectTo: hostile })}`);
      await fillSignIn(page, account.email, account.password);

      await expect(accountMenu(page, account.email)).toBeVisible(SESSION_SHOWN);
      expect(new URL(page.url())).toMatchObject({ origin: new URL(baseURL ?? '').origin, pathname: '/en' });
    });
  }

  test('without redirectTo, returns to the page a protected action stored for the trip to sign-in', async ({
    page,
    baseURL,
  }) => {
    const account = await signUpThroughApi(page.request, baseURL ?? '', { market: 'en', prefix: 'stored' });
    await page.context().clearCookies();
    await open(page, '/en/sign-in');
    // What RequireSignIn leaves in the tab before it sends the visitor here.
    await page.evaluate(() => sessionStorage.setItem('audiora.redirectTo', '/en/catalog'));
    await fillSignIn(page, account.email, account.password);

    await expect(page).toHaveURL(/\/en\/catalog$/);
    expect(await page.evaluate(() => sessionStorage.getItem('audiora.redirectTo'))).toBeNull();
  });

  test('signs in by keyboard alone, on the localised path, and lands on the page asked for', async ({
    page,
    baseURL,
  }) => {
    const pl = textOf('pl');
    const account = await signUpThroughApi(page.request, baseURL ?? '', { market: 'pl', prefix: 'keys' });
    await page.context().clearCookies();
    await open(page, '/pl/zaloguj?redirectTo=%2Fpl%2Fszukaj');
    const emailField = main(page).getByLabel(pl('auth.sign_in.email'));
    await emailField.focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(main(page).getByLabel(pl('auth.sign_in.password'))).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/pl\/szukaj$/);
    await expect(
      page.getByRole('button', { name: pl('shell.user_menu.open', { email: account.email }) }),
    ).toBeVisible();
  });

  for (const path of ['/en/sign-in', '/en/sign-up', '/cz/prihlaseni']) {
    test(`${path} has no axe violations, before and after a failed attempt`, async ({ page }) => {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await main(page).getByRole('button').last().click();
      await expect(main(page).getByRole('alert')).not.toBeEmpty();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
