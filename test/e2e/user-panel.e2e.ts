import { type Browser, expect, type Page, test } from '@playwright/test';
import { ownedTitle } from '../support/e2e-player';
import { axeViolations, textOf, waitForHydration } from '../support/e2e-page';

const t = textOf('en');

/** Every WCAG 2.2 AA violation on the page, one line each, so a failure says what and where. */
const violations = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
};

/**
 * A listener who owns a title and heard 20 minutes of it, reported as the player reports it (SavePlaybackTime),
 * in a fresh context (axe needs `newContext()` before `newPage()`): the page, and the title's name.
 */
const listenerWhoListened = async (browser: Browser, baseURL: string, javaScriptEnabled = true) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const title = await ownedTitle(page.request, baseURL);
  const product = await page.request.get(`/en/v2/products/${title.id}`);
  const { name } = (await product.json()) as { name: string };
  const now = Math.floor(Date.now() / 1000);
  const saved = await page.request.post('/en/v2/commands', {
    data: {
      name: 'SavePlaybackTime',
      audiobook_id: title.id,
      media_id: `media-${title.id.slice(0, 8)}`,
      // Just ended, so that it counts today (in the first 20 minutes of a month it would be last month's).
      started_at: now - 1205,
      stopped_at: now - 5,
    },
    headers: { Origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { page, name };
};

test.describe('the user panel: a listener sees their listening and their limit', () => {
  test('this month, a chosen period and the playback limit, with no accessibility violations', async ({
    browser,
    baseURL,
  }) => {
    const { page, name } = await listenerWhoListened(browser, baseURL ?? '');
    expect(name).not.toBe('');

    await page.goto('/en/user-panel');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.userPanel.title'));
    await page
      .getByRole('navigation', { name: t('user_panel.nav_label') })
      .getByRole('link', { name: t('pages.userPanel_listeningStats.title') })
      .click();

    await expect(page).toHaveURL(/\/en\/user-panel\/listening-stats$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.userPanel_listeningStats.title'));
    await expect(page.getByText(t('user_panel.stats.this_month'))).toContainText('20 min');
    const mostListened = page
      .getByRole('heading', { name: t('user_panel.stats.top_titles') })
      .locator('xpath=following-sibling::ol[1]');
    await expect(mostListened.getByRole('listitem')).toHaveText([`${name}: 20 min`]);
    const table = page.getByRole('table', { name: /^Minutes listened per day/ });
    await expect(table.getByRole('cell', { name: '20', exact: true })).toHaveCount(1);
    expect(await violations(page)).toEqual([]);

    // Last 30 days hold today too; the form changes the address, so the period can be linked and reloaded.
    await page.getByRole('combobox', { name: t('user_panel.stats.range') }).selectOption('last-30-days');
    await page.getByRole('button', { name: t('user_panel.stats.show') }).click();
    await expect(page).toHaveURL(/range=last-30-days/);
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t('user_panel.stats.total', { time: '20 min' }),
    );

    // A custom period that ends before it starts is answered with what is wrong.
    await page.getByRole('combobox', { name: t('user_panel.stats.range') }).selectOption('custom');
    await page.getByLabel(t('user_panel.stats.from'), { exact: true }).fill('2026-03-10');
    await page.getByLabel(t('user_panel.stats.to'), { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: t('user_panel.stats.show') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('user_panel.stats.problems.to-before-from'));

    await page
      .getByRole('navigation', { name: t('user_panel.nav_label') })
      .getByRole('link', { name: t('pages.userPanel_playbackLimit.title') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.userPanel_playbackLimit.title'));
    await expect(
      page.getByText(t('user_panel.limit.used'), { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('20 min');
    await expect(
      page.getByText(t('user_panel.limit.left'), { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('29 hr, 40 min');
    await expect(page.getByRole('heading', { name: t('user_panel.limit.how_heading') })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  test('the period form works without JavaScript', async ({ browser, baseURL }) => {
    const { page } = await listenerWhoListened(browser, baseURL ?? '', false);
    await page.goto('/en/user-panel/listening-stats');
    await page.getByRole('combobox', { name: t('user_panel.stats.range') }).selectOption('last-month');
    await page.getByRole('button', { name: t('user_panel.stats.show') }).click();
    await expect(page).toHaveURL(/range=last-month/);
    // Last month holds none of today's listening; this month's total stays above the form.
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t('user_panel.stats.total', { time: '0 min' }));
    await expect(page.getByText(t('user_panel.stats.this_month'))).toContainText('20 min');
    await expect(page.getByText(t('user_panel.stats.nothing_heard'))).toBeVisible();
    await page.context().close();
  });

  test('a visitor is sent to sign in, to come back to the page asked for', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/pl/panel-uzytkownika/statystyki-sluchania?range=last-month');
    await expect(page).toHaveURL(
      /\/pl\/zaloguj\?redirectTo=%2Fpl%2Fpanel-uzytkownika%2Fstatystyki-sluchania%3Frange%3Dlast-month$/,
    );
    await context.close();
  });
});
