import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/e2e-accounts';
import { waitForHydration } from '../support/e2e-page';

const PHONE = { width: 375, height: 812 };
const BELOW_MD = { width: 767, height: 900 };
const MD = { width: 768, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

const openPage = async (browser: Browser, viewport: { width: number; height: number }, path = '/pl') => {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(path);
  await waitForHydration(page, 'header button');
  return page;
};

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
};

/** The catalogue trigger and the panel it controls, opened. */
const openCatalogue = async (page: Page) => {
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Katalog', exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${(await trigger.getAttribute('aria-controls')) ?? ''}"]`);
  await expect(panel).toBeVisible();
  return { trigger, panel };
};

test.describe('layout that only CSS decides (spec §2, §9 breakpoints)', () => {
  for (const viewport of [PHONE, BELOW_MD]) {
    test(`the catalogue dropdown spans the full width at ${viewport.width} px (below md)`, async ({ browser }) => {
      const page = await openPage(browser, viewport);
      const { panel } = await openCatalogue(page);
      const { x, width } = await box(panel);
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect(x).toBeCloseTo(0, 0);
      expect(width).toBeCloseTo(pageWidth, 0);
      await page.context().close();
    });
  }

  for (const viewport of [MD, DESKTOP]) {
    test(`the catalogue dropdown hangs under its trigger, aligned to it, at ${viewport.width} px (md and up)`, async ({
      browser,
    }) => {
      const page = await openPage(browser, viewport);
      const { trigger, panel } = await openCatalogue(page);
      const [button, dropdown] = [await box(trigger), await box(panel)];
      expect(dropdown.x).toBeCloseTo(button.x, 0);
      expect(dropdown.y).toBeGreaterThanOrEqual(button.y + button.height);
      expect(dropdown.width).toBeLessThan(viewport.width);
      await page.context().close();
    });
  }

  test('the account menu is full screen on a phone and a dropdown under its button on a desktop', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { email } = await signUpThroughApi(page.request, baseURL ?? '', { prefix: 'layout' });
    await page.goto('/pl');
    await waitForHydration(page, 'header button');

    await page.getByRole('button', { name: `Menu konta, ${email}` }).click();
    const menu = page.getByRole('menu', { name: 'Twoje konto' });
    await expect(menu).toBeVisible();
    // The menu's panel is what covers the screen; the list of items sits inside it.
    const panel = menu.locator('xpath=..');
    expect(await box(panel)).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: `Menu konta, ${email}` }).click();
    await expect(menu).toBeVisible();
    const dropdown = await box(panel);
    expect(dropdown.width).toBeLessThan(DESKTOP.width / 2);
    expect(dropdown.height).toBeLessThan(DESKTOP.height);
    await context.close();
  });
});
