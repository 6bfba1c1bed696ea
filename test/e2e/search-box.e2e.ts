import { expect, type Page, test } from '@playwright/test';
import { axeViolations, showIntent, waitForHydration } from '../support/e2e-page';

/**
 * Resolves once the live search box is interactive: the router is up, the visitor has shown an intent (which brings
 * the services) and React owns the server-rendered input.
 */
const waitForLiveSearch = async (page: Page) => {
  await waitForHydration(page);
  await showIntent(page);
  await page.waitForFunction(
    () => {
      const input = document.querySelector('[data-testid="search-box"] input[role="combobox"]');
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { polling: 50 },
  );
};

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Szukaj w katalogu' });
const suggestions = (page: Page) => page.getByRole('list', { name: 'Podpowiedzi' });

test.describe('the live search box', () => {
  test('finds a title typed with typos as you type, and the results pass axe', async ({ page }) => {
    await page.goto('/pl');
    await waitForLiveSearch(page);
    await searchBox(page).fill('sherlok holms');
    await expect(
      suggestions(page)
        .getByRole('link', { name: /Sherlock Holmes/ })
        .first(),
    ).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

    expect(await axeViolations(page, '[data-testid="search-box"]')).toEqual([]);
  });

  test('what a visitor types at once into the box, before the services have arrived, is kept and searched', async ({
    page,
  }) => {
    // A slow composition root, so that every key is pressed before the box is live.
    await page.route('**/assets/create-container-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/pl');
    await waitForHydration(page);
    // The click is the first intent: the services and the box's code are only now on their way.
    await searchBox(page).click();
    await page.keyboard.type('sherlok', { delay: 20 });
    await expect(searchBox(page)).toHaveValue('sherlok');
    expect(
      await searchBox(page).evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber$'))),
      'typed before the box hydrated',
    ).toBe(false);
    await expect(
      suggestions(page)
        .getByRole('link', { name: /Sherlock Holmes/ })
        .first(),
    ).toBeVisible();
    await expect(searchBox(page)).toHaveValue('sherlok');
  });

  test('works by keyboard alone: Tab to the box, type, ArrowDown, Escape, Enter opens the result', async ({ page }) => {
    await page.goto('/pl');
    await waitForLiveSearch(page);
    for (let presses = 0; presses < 40; presses += 1) {
      if (await searchBox(page).evaluate((input) => input === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(searchBox(page)).toBeFocused();

    await page.keyboard.type('pan tadeus');
    const first = suggestions(page).getByRole('link').first();
    await expect(first).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestions(page)).toBeHidden();

    await page.keyboard.type(' ');
    await expect(first).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/pl\/[a-z-]+\/[\w-]+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  });

  test('Tab closes the results; Enter submits to the search route, and a blank phrase cannot be submitted', async ({
    page,
  }) => {
    await page.goto('/pl');
    await waitForLiveSearch(page);
    const submit = page.getByRole('button', { name: 'Szukaj', exact: true });
    await expect(submit).toBeDisabled();
    await searchBox(page).fill('   ');
    await expect(submit).toBeDisabled();
    await searchBox(page).fill('lalka');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(suggestions(page)).toBeHidden();
    await searchBox(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pl\/szukaj\?phrase=lalka$/);
  });

  test('on a phone it hides after scrolling down 65 px and comes back after scrolling up', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 700 } });
    try {
      const page = await context.newPage();
      await page.goto('/pl');
      await waitForLiveSearch(page);
      const box = page.getByTestId('search-box');
      await expect(box).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(box).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect(box).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('on a desktop the close-search button closes the results, keeps the phrase and returns focus (spec §2)', async ({
    browser,
  }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 700 },
    ]) {
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        await page.goto('/pl');
        await waitForLiveSearch(page);
        await searchBox(page).fill('lalka');
        await expect(suggestions(page)).toBeVisible();
        const close = page.getByRole('button', { name: 'Zamknij wyszukiwanie' });
        if (viewport.width < 992) {
          // The desktop's button only: on a phone Escape, Tab or a tap elsewhere closes the results.
          await expect(close).toBeHidden();
          continue;
        }
        expect(await axeViolations(page, '[data-testid="search-box"]')).toEqual([]);
        await close.click();
        await expect(suggestions(page)).toBeHidden();
        await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(searchBox(page)).toHaveValue('lalka');
        await expect(searchBox(page)).toBeFocused();
        await expect(page.getByRole('button', { name: 'Wyczyść wyszukiwanie' })).toBeVisible();
      } finally {
        await context.close();
      }
    }
  });
});
