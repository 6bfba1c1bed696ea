import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type E2eAccount, signInThroughApi, signUpThroughApi } from '../support/e2e-accounts';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const t = textOf('en');

/** Every WCAG 2.2 AA violation on the page, one line each, so a failure says what and where. */
const violations = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
};

/** A browser of its own (axe needs `newContext()` before `newPage()`). */
const newBrowser = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
};

/** The status of a sign-in with the account's address and a password, from a request context of its own. */
const signInStatus = async (request: APIRequestContext, baseURL: string, account: E2eAccount) => {
  const captcha = await request.post('/dev/recaptcha/token', {
    data: { action: 'login' },
    headers: { Origin: baseURL },
  });
  const { token } = (await captcha.json()) as { token: string };
  const answer = await request.post('/en/v2/commands', {
    data: {
      name: 'AuthenticateForWeb',
      device_id: 'checking-device',
      email: account.email,
      password: account.password,
      catalog_id: account.catalogId,
      recaptcha_token: token,
    },
    headers: { Origin: baseURL },
  });
  return answer.status();
};

const main = (page: Page) => page.getByRole('main');

test.describe('the user panel: profile, consents and sessions of a listener', () => {
  test('change the password, save consents, end sessions and remove a device of another browser, then delete the account', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const a = await newBrowser(browser);
    const account = await signUpThroughApi(a.page.request, origin, { market: 'en', prefix: 'panel' });

    // Profile: the address, and a password change that the next sign-in takes.
    await a.page.goto('/en/user-panel/profile');
    await waitForHydration(a.page);
    await expect(a.page.getByRole('heading', { level: 1 })).toHaveText(t('pages.userPanel_profile.title'));
    await expect(main(a.page)).toContainText(account.email);
    expect(await violations(a.page)).toEqual([]);
    const current = main(a.page).getByLabel(t('user_panel.profile.current_password'));
    await current.fill('not my password');
    await main(a.page).getByLabel(t('user_panel.profile.new_password')).fill('A-new-password-2');
    await main(a.page)
      .getByRole('button', { name: t('user_panel.profile.change_password') })
      .click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(t('user_panel.profile.wrong_password'));
    await current.fill(account.password);
    await main(a.page).getByLabel(t('user_panel.profile.new_password')).fill('A-new-password-2');
    await main(a.page)
      .getByRole('button', { name: t('user_panel.profile.change_password') })
      .click();
    await expect(main(a.page).getByRole('alert').first()).toHaveText(t('user_panel.profile.password_changed'));
    const changed = { ...account, password: 'A-new-password-2' };
    const checker = await playwright.request.newContext({ baseURL: origin });
    expect(await signInStatus(checker, origin, account)).toBe(401);
    expect(await signInStatus(checker, origin, changed)).toBe(200);

    // Consents: both ticked, saved, and still ticked after a reload.
    await a.page.goto('/en/user-panel/consents');
    await waitForHydration(a.page);
    expect(await violations(a.page)).toEqual([]);
    await main(a.page).getByLabel(t('user_panel.consents.marketing')).check();
    await main(a.page).getByLabel(t('user_panel.consents.newsletter')).check();
    await main(a.page)
      .getByRole('button', { name: t('user_panel.consents.save') })
      .click();
    await expect(main(a.page).getByRole('status')).toHaveText(t('user_panel.consents.saved'));
    await a.page.reload();
    await expect(main(a.page).getByLabel(t('user_panel.consents.marketing'))).toBeChecked();
    await expect(main(a.page).getByLabel(t('user_panel.consents.newsletter'))).toBeChecked();
    await main(a.page).getByLabel(t('user_panel.consents.marketing')).uncheck();
    await main(a.page)
      .getByRole('button', { name: t('user_panel.consents.save') })
      .click();
    await expect(main(a.page).getByRole('status')).toHaveText(t('user_panel.consents.saved'));
    await a.page.reload();
    await expect(main(a.page).getByLabel(t('user_panel.consents.marketing'))).not.toBeChecked();
    await expect(main(a.page).getByLabel(t('user_panel.consents.newsletter'))).toBeChecked();

    // Sessions: browser B signs in too; A ends B's session, and B's next page finds it signed out.
    const b = await newBrowser(browser);
    await signInThroughApi(b.page.request, origin, changed, { market: 'en', deviceId: 'browser-b' });
    await b.page.goto('/en/user-panel/sessions');
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(t('pages.userPanel_sessions.title'));
    await a.page.goto('/en/user-panel/sessions');
    await waitForHydration(a.page);
    const sessions = main(a.page)
      .getByRole('list', { name: t('user_panel.sessions.list_label') })
      .getByRole('listitem');
    // This browser, B, and the sign-in that checked the new password; B was used last, so it comes second.
    await expect(sessions).toHaveCount(3);
    await expect(sessions.first()).toContainText(t('user_panel.sessions.this_browser'));
    // The API requests of a test browser name no browser in their user agent, only the system.
    await expect(sessions.first()).toContainText(/^(Chrom\w* on )?Linux/);
    await expect(sessions.first()).toContainText(/Last used (now|1 minute ago|\d+ minutes ago)/);
    expect(await violations(a.page)).toEqual([]);
    await sessions
      .nth(1)
      .getByRole('button', { name: t('user_panel.sessions.sign_out'), exact: true })
      .click();
    await expect(main(a.page).getByRole('status').first()).toHaveText(t('user_panel.sessions.one_ended'));
    await expect(sessions).toHaveCount(2);
    await b.page.goto('/en/user-panel/sessions');
    await expect(b.page).toHaveURL(/\/en\/sign-in\?/);
    expect((await b.page.request.get('/en/v2/me')).status()).toBe(401);

    // Devices: B signs in again; A removes B's device behind a confirmation, which signs B out once more.
    await signInThroughApi(b.page.request, origin, changed, { market: 'en', deviceId: 'browser-b' });
    await a.page.reload();
    await waitForHydration(a.page);
    const devices = main(a.page)
      .getByRole('list', { name: t('user_panel.devices.heading') })
      .getByRole('listitem');
    // This browser, B (seen last) and the sign-in that checked the new password, which no session keeps from the list.
    await expect(devices).toHaveCount(3);
    await expect(devices.first()).toContainText(t('user_panel.devices.this_device'));
    await expect(devices.first().getByRole('button')).toHaveCount(0);
    await expect(devices.nth(1)).toContainText(/First seen on \w+ \d{1,2}, \d{4}, last seen on \w+ \d{1,2}, \d{4}/);
    await devices
      .nth(1)
      .getByRole('button', { name: t('user_panel.devices.remove') })
      .click();
    const removal = main(a.page).getByRole('region', { name: t('user_panel.devices.confirm_heading') });
    await expect(removal).toBeFocused();
    expect(await violations(a.page)).toEqual([]);
    await removal.getByRole('button', { name: t('user_panel.devices.remove_confirm') }).click();
    await expect(main(a.page).getByRole('status').first()).toHaveText(/ is removed and signed out\.$/);
    await expect(main(a.page).getByRole('status').first()).toBeFocused();
    await expect(devices).toHaveCount(2);
    await expect(sessions).toHaveCount(2);
    await b.page.goto('/en/user-panel/sessions');
    await expect(b.page).toHaveURL(/\/en\/sign-in\?/);
    expect((await b.page.request.get('/en/v2/me')).status()).toBe(401);

    // Sign out everywhere else: a third sign-in ends, this browser stays.
    const c = await playwright.request.newContext({ baseURL: origin });
    await signInThroughApi(c, origin, changed, { market: 'en', deviceId: 'browser-c' });
    expect((await c.get('/en/v2/me')).status()).toBe(200);
    await a.page.reload();
    await expect(sessions).toHaveCount(3);
    await main(a.page)
      .getByRole('button', { name: t('user_panel.sessions.sign_out_others') })
      .click();
    await expect(main(a.page).getByRole('status').first()).toHaveText(t('user_panel.sessions.others_ended'));
    await expect(sessions).toHaveCount(1);
    expect((await c.get('/en/v2/me')).status()).toBe(401);

    // Delete the account: a confirmation with the password, then home, signed out; its address signs in no more.
    await a.page.goto('/en/user-panel/profile');
    await waitForHydration(a.page);
    await main(a.page)
      .getByRole('link', { name: t('user_panel.profile.delete_start') })
      .click();
    const confirm = main(a.page).getByLabel(t('user_panel.profile.delete_password'));
    await confirm.fill('not my password');
    await main(a.page)
      .getByRole('button', { name: t('user_panel.profile.delete_for_good') })
      .click();
    await expect(confirm).toHaveAccessibleDescription(t('user_panel.profile.wrong_password'));
    await confirm.fill(changed.password);
    await main(a.page)
      .getByRole('button', { name: t('user_panel.profile.delete_for_good') })
      .click();
    await expect(a.page).toHaveURL(/\/en\/?$/);
    // The panel's own status stays until the home page replaces it; at home the toast says it.
    await expect(
      main(a.page)
        .getByRole('status')
        .filter({ hasText: t('user_panel.profile.deleted') }),
    ).toHaveCount(0);
    await expect(a.page.getByTestId('toast').filter({ hasText: t('user_panel.profile.deleted') })).toBeVisible();
    expect((await a.context.cookies()).some((cookie) => cookie.name === 'loggedIn')).toBe(false);
    expect((await a.page.request.get('/en/v2/me')).status()).toBe(401);
    expect(await signInStatus(checker, origin, changed)).toBe(401);

    await Promise.all([a.context.close(), b.context.close(), c.dispose(), checker.dispose()]);
  });

  test('without JavaScript, the consents save, another device is removed and the account is deleted, each confirmed', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const account = await signUpThroughApi(page.request, baseURL ?? '', { market: 'en', prefix: 'panel-nojs' });
    await page.goto('/en/user-panel/consents');
    await main(page).getByLabel(t('user_panel.consents.newsletter')).check();
    await main(page)
      .getByRole('button', { name: t('user_panel.consents.save') })
      .click();
    await expect(main(page).getByRole('status')).toHaveText(t('user_panel.consents.saved'));
    await expect(main(page).getByLabel(t('user_panel.consents.newsletter'))).toBeChecked();

    const elsewhere = await playwright.request.newContext({ baseURL });
    await signInThroughApi(elsewhere, baseURL ?? '', account, { market: 'en', deviceId: 'elsewhere' });
    await page.goto('/en/user-panel/sessions');
    const devices = main(page)
      .getByRole('list', { name: t('user_panel.devices.heading') })
      .getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await devices
      .nth(1)
      .getByRole('button', { name: t('user_panel.devices.remove') })
      .click();
    await main(page)
      .getByRole('region', { name: t('user_panel.devices.confirm_heading') })
      .getByRole('button', { name: t('user_panel.devices.remove_confirm') })
      .click();
    await expect(main(page).getByRole('status')).toHaveText(/ is removed and signed out\.$/);
    await expect(devices).toHaveCount(1);
    expect((await elsewhere.get('/en/v2/me')).status()).toBe(401);
    await elsewhere.dispose();

    await page.goto('/en/user-panel/profile');
    await main(page)
      .getByRole('link', { name: t('user_panel.profile.delete_start') })
      .click();
    await main(page).getByLabel(t('user_panel.profile.delete_password')).fill(account.password);
    await main(page)
      .getByRole('button', { name: t('user_panel.profile.delete_for_good') })
      .click();
    await expect(main(page).getByRole('status')).toContainText(t('user_panel.profile.deleted'));
    expect((await context.cookies()).some((cookie) => cookie.name === 'loggedIn')).toBe(false);
    expect((await page.request.get('/en/v2/me')).status()).toBe(401);
    await context.close();
  });
});
