import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e-page';

type ProbedWindow = Window & { __storageReadsWhileParsing?: number };

// Wide enough that the mobile search row, which hides on scrolling, is not there to move the page under the test.
test.describe('scroll restoration', () => {
  test('a reloaded page is put back where it was scrolled to by its first script, before any module runs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/pl');
    await waitForHydration(page, 'main h1');
    const y = 600;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);

    // Without its modules the page never hydrates: only the inline script can scroll it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
  });

  test('client navigation back returns to the scrolled position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/pl');
    await waitForHydration(page, 'main h1');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    // A link already on screen, so that nothing scrolls before the click.
    await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((a) => {
        const box = a.getBoundingClientRect();
        return box.top > 80 && box.bottom < window.innerHeight && box.width > 0;
      });
      link?.click();
    });
    await expect(page).not.toHaveURL(/\/pl$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/pl$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });

  test('a fresh visit does not read session storage while the page is parsed', async ({ page }) => {
    await page.addInitScript(() => {
      const probe = window as ProbedWindow;
      const storage = Object.getOwnPropertyDescriptor(Window.prototype, 'sessionStorage');
      let parsing = true;
      document.addEventListener('DOMContentLoaded', () => (parsing = false));
      probe.__storageReadsWhileParsing = 0;
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          if (parsing) probe.__storageReadsWhileParsing = (probe.__storageReadsWhileParsing ?? 0) + 1;
          return storage?.get?.call(window) as Storage;
        },
      });
    });
    await page.goto('/pl');
    await waitForHydration(page, 'main h1');
    expect(await page.evaluate(() => (window as ProbedWindow).__storageReadsWhileParsing)).toBe(0);
    expect(await page.evaluate(() => typeof (history.state as { key?: unknown } | null)?.key)).toBe('string');
  });
});
