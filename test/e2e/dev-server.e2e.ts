import { expect, test } from '@playwright/test';
import { DEVELOPMENT_MAIN, type ServerProcess, startServer, stopServer } from '../support/e2e/server-process';
import { waitForHydration } from '../support/e2e-page';

/** The servers a test started, stopped after it even when it timed out. */
const started: ServerProcess[] = [];
test.afterEach(async () => {
  await Promise.all(started.splice(0).map(stopServer));
});

test.describe('the development server (npm run dev)', () => {
  // Vite starts, and optimises the browser's dependencies on the first page it serves.
  test.setTimeout(120_000);

  test('serves pages that hydrate, styled by the stylesheets Vite injects, without console errors', async ({
    page,
  }) => {
    const server = startServer({ LOG_LEVEL: 'warn' }, ['--import', 'tsx'], DEVELOPMENT_MAIN);
    started.push(server);
    const base = await server.url;
    // The first visit lets Vite find and bundle the dependencies, which may reload the page once.
    await page.goto(`${base}/pl`);
    await page.waitForLoadState('networkidle');

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await page.goto(`${base}/pl`);
    await waitForHydration(page, 'main h1');
    await expect(page.getByRole('banner').locator('> *').first()).toHaveCSS('display', /flex|grid/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});
