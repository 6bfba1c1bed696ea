import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { mailedLink } from '../support/e2e-mailbox';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const t = textOf('en');

const requestLink = async (page: Page, email: string) => {
  await page.getByRole('main').getByLabel(t('auth.password_reset.email')).fill(email);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('auth.password_reset.submit') })
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('auth.password_reset.sent', { email }));
};

test.describe('password reset', () => {
  test('a listener asks for a link from sign-in, sets a new password with it, signs in with it, and the link is spent', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const account = await signUpThroughApi(page.request, baseURL ?? '', { market: 'en', prefix: 'forgot' });
    await page.context().clearCookies();
    await page.goto('/en/sign-in');
    await waitForHydration(page, 'main form');
    await page
      .getByRole('main')
      .getByRole('link', { name: t('auth.sign_in.forgot') })
      .click();
    await expect(page).toHaveURL(/\/en\/password-reset$/);
    expect(await axeViolations(page)).toEqual([]);
    await requestLink(page, account.email);

    // An address with no account gets the very same answer.
    await page.goto('/en/password-reset');
    await requestLink(page, `nobody-${randomUUID().slice(0, 8)}@example.test`);

    const link = await mailedLink(page, account.email, 'a[href*="/en/password-reset/"]');
    await page.goto(link);
    const [local = '', domain = ''] = account.email.split('@');
    await expect(page.getByRole('main')).toContainText(`${local[0]}`);
    await expect(page.getByRole('main')).toContainText(`@${domain}`);
    await expect(page.getByRole('main')).not.toContainText(account.email);
    expect(await axeViolations(page)).toEqual([]);

    // Too short first: told under the field; the link still works.
    const field = page.getByRole('main').getByLabel(t('auth.password_reset.new_password'));
    await field.fill('short');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('auth.password_reset.set') })
      .click();
    await expect(page.getByRole('main')).toContainText(t('sign_up.error.password.too_short'));
    const password = `New-${randomUUID()}`;
    await page.getByRole('main').getByLabel(t('auth.password_reset.new_password')).fill(password);
    await page
      .getByRole('main')
      .getByRole('button', { name: t('auth.password_reset.set') })
      .click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(t('auth.password_reset.changed'));

    await page
      .getByRole('main')
      .getByRole('link', { name: t('auth.password_reset.sign_in') })
      .click();
    await waitForHydration(page, 'main form');
    await page.getByRole('main').getByLabel(t('auth.sign_in.email')).fill(account.email);
    await page.getByRole('main').getByLabel(t('auth.sign_in.password')).fill(password);
    await page
      .getByRole('main')
      .getByRole('button', { name: t('auth.sign_in.submit') })
      .click();
    await expect(page.getByRole('button', { name: t('shell.user_menu.open', { email: account.email }) })).toBeVisible();

    const spent = await page.goto(link);
    expect(spent?.status()).toBe(410);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t('auth.password_reset.link_used'));
    await expect(page.getByRole('main').getByRole('link', { name: t('auth.password_reset.ask_again') })).toBeVisible();
  });

  test('a link that was never mailed says so, and the request form works without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const unknown = await page.goto(`/en/password-reset/${'A'.repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t('auth.password_reset.link_unknown'));
    await page
      .getByRole('main')
      .getByRole('link', { name: t('auth.password_reset.ask_again') })
      .click();
    await requestLink(page, `someone-${randomUUID().slice(0, 8)}@example.test`);
    await context.close();
  });
});
