import { readFileSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e-page';

const pl = JSON.parse(readFileSync('ui/locales/pl/common.json', 'utf8')) as {
  shell: {
    catalogue: { trigger: string; label: string; all_categories: string };
    top_bar: { open_menu: string };
    mobile_menu: { label: string; close: string };
  };
};

const openPage = async (browser: Browser, path: string, viewport = { width: 1280, height: 900 }) => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
};

/** Moves focus with Tab alone until `target` has it, as a keyboard user would reach it. */
const tabTo = async (page: Page, target: Locator, maxPresses = 40) => {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

test.describe('the catalogue dropdown by keyboard alone', () => {
  test('Enter opens it, arrows move through the entries and wrap, Escape closes it and returns focus', async ({
    browser,
  }) => {
    const page = await openPage(browser, '/pl');
    const banner = page.getByRole('banner');
    const trigger = banner.getByRole('button', { name: pl.shell.catalogue.trigger, exact: true });
    const entries = banner.getByRole('list', { name: pl.shell.catalogue.label }).getByRole('link');

    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const count = await entries.count();
    expect(count).toBeGreaterThan(1);

    await page.keyboard.press('ArrowDown');
    await expect(entries.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entries.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(entries.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entries.first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(entries.first()).toBeHidden();
    await page.context().close();
  });

  test('Enter on an entry follows its link and closes the dropdown', async ({ browser }) => {
    const page = await openPage(browser, '/pl');
    const banner = page.getByRole('banner');
    const trigger = banner.getByRole('button', { name: pl.shell.catalogue.trigger, exact: true });
    const first = banner.getByRole('list', { name: pl.shell.catalogue.label }).getByRole('link').first();

    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${href ?? '^$'}$`));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.context().close();
  });
});

test.describe('the mobile menu by keyboard alone (375 px)', () => {
  test('opens with Enter, keeps focus inside while open, and Escape returns focus to its button', async ({
    browser,
  }) => {
    const page = await openPage(browser, '/pl', { width: 375, height: 812 });
    const open = page.getByRole('button', { name: pl.shell.top_bar.open_menu });
    const menu = page.getByRole('dialog', { name: pl.shell.mobile_menu.label });

    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');

    // However far Tab goes, focus stays in the menu (the page behind it is inert).
    const focusables = await menu.locator('a[href], button:not([disabled])').count();
    for (let press = 0; press < focusables + 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await page.context().close();
  });

  test('its close button closes it and returns focus', async ({ browser }) => {
    const page = await openPage(browser, '/pl', { width: 375, height: 812 });
    const open = page.getByRole('button', { name: pl.shell.top_bar.open_menu });
    const menu = page.getByRole('dialog', { name: pl.shell.mobile_menu.label });

    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('button', { name: pl.shell.mobile_menu.close }));
    await page.keyboard.press('Enter');

    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await page.context().close();
  });
});
