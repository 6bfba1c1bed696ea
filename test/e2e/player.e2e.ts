import { expect, test } from '@playwright/test';
import { buyTitles, homeProducts } from '../../scripts/bench/media-journey';
import { axeViolations, showIntent, textOf, waitForHydration } from '../support/e2e-page';
import { AUDIBLE_RMS, instrumentMedia, ownedTitle, type PlayerWindow, sliderSeconds } from '../support/e2e-player';

test.describe('the web player', () => {
  test('a visitor hears a sample from an audiobook page, and it plays on across a navigation', async ({ page }) => {
    const t = textOf('en');
    await instrumentMedia(page);
    await page.goto('/en');
    const first = page.getByRole('main').locator('a[href*="/audiobook/"]').first();
    await page.goto((await first.getAttribute('href')) ?? '');
    await waitForHydration(page);
    // Nothing of the engines before the first play.
    const engines: string[] = [];
    page.on('request', (request) => {
      if (/(dashjs|hlsjs)-media-engine/.test(request.url())) engines.push(request.url());
    });
    await page.locator('button[data-sample="available"]').click();

    const bar = page.getByRole('region', { name: t('player.region') });
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(bar.getByText(t('player.sample'))).toBeVisible();
    expect(engines).toHaveLength(1);
    expect(engines[0]).toContain('dashjs');
    await expect.poll(() => sliderSeconds(bar), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as PlayerWindow).__loudest?.() ?? 0)).toBeGreaterThan(AUDIBLE_RMS);

    // Through the catalogue and back: the same element plays on.
    const before = await sliderSeconds(bar);
    await page.getByRole('link', { name: 'Audiora' }).first().click();
    await page.waitForURL(/\/en$/);
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible();
    await expect.poll(() => sliderSeconds(bar)).toBeGreaterThan(before);
    expect(await page.evaluate(() => (window as PlayerWindow).__mediaElements?.length)).toBe(1);

    await bar.getByRole('button', { name: t('player.pause'), exact: true }).click();
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();

    // Spec §4: the session kept as the page went away comes back on the next one, 15 s earlier (here: the start).
    const title = await bar.getByRole('link').first().textContent();
    await page.reload();
    await showIntent(page);
    await expect(bar.getByRole('link').first()).toHaveText(title ?? '', { timeout: 10_000 });
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeEnabled();

    await bar.getByRole('button', { name: t('player.close') }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await showIntent(page);
    await page.waitForTimeout(1_000);
    await expect(bar).toHaveCount(0);
  });

  test('the sample button on the title page pauses and resumes the sample it started, and says which it will do', async ({
    page,
  }) => {
    const t = textOf('pl');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/pl');
    const first = page.getByRole('main').locator('a[href*="/audiobook/"]').first();
    await page.goto((await first.getAttribute('href')) ?? '');
    await waitForHydration(page);
    const sample = page.locator('button[data-sample="available"]');
    const bar = page.getByRole('region', { name: t('player.region') });
    await expect(sample).toHaveText(t('audiobook.sample'));

    await sample.click();
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(sample).toHaveText(t('audiobook.sample_pause'));
    await sample.click();
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();
    await expect(sample).toHaveText(t('audiobook.sample_resume'));
    const paused = await sliderSeconds(bar, t('player.seek'));
    await sample.click();
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible();
    await expect(sample).toHaveText(t('audiobook.sample_pause'));
    // Resumed where it was paused, not started again.
    await expect.poll(() => sliderSeconds(bar, t('player.seek'))).toBeGreaterThan(paused);
    expect(await sliderSeconds(bar, t('player.seek'))).toBeLessThan(paused + 10);

    // The player comes back paused on a reload; the page hydrates with the server's button, then follows the player.
    await bar.getByRole('button', { name: t('player.pause'), exact: true }).click();
    await page.reload();
    await showIntent(page);
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeEnabled({ timeout: 10_000 });
    await expect(sample).toHaveText(t('audiobook.sample_resume'));
    expect(errors).toEqual([]);
  });

  test('a buyer plays a protected title through dash.js on its player page, and a reload resumes 15 s before where they left', async ({
    page,
    baseURL,
  }) => {
    const t = textOf('pl');
    const origin = baseURL ?? '';
    const media = await buyTitles(page.request, origin, 'pl', 3);
    // buyTitles buys the home screen's first titles, in that order.
    const products = (await homeProducts(page.request, 'pl')).slice(0, 3);
    const owned = products.find((_, index) => media[index]?.key_id);
    if (!owned) throw new Error('none of the bought titles is protected');

    const licences: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /licen[cs]e/.test(request.url())) licences.push(request.url());
    });
    await page.goto(`/pl/odtwarzacz/${owned.id}`);
    const main = page.getByRole('main');
    const play = main.getByRole('button', { name: t('player.play'), exact: true });
    await expect(play).toBeEnabled({ timeout: 15_000 });
    await expect(main.getByText(t('player.sample'))).toHaveCount(0);
    await play.click();
    await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
    expect(licences.length).toBeGreaterThanOrEqual(1);

    // To the second chapter, a little way in, then pause: the position is saved.
    await main
      .getByRole('navigation', { name: t('player.chapters') })
      .getByRole('button')
      .nth(1)
      .click();
    await expect.poll(() => sliderSeconds(main, t('player.seek'))).toBeGreaterThanOrEqual(20);
    // Six seconds of listening since the seek: a span long enough to count (spec §5).
    const afterSeek = await sliderSeconds(main, t('player.seek'));
    await expect
      .poll(() => sliderSeconds(main, t('player.seek')), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(afterSeek + 6);
    await main.getByRole('button', { name: t('player.pause'), exact: true }).click();
    const listened = async () =>
      ((await (await page.request.get('/pl/v2/me/listening-stats')).json()) as { total_ms: number }).total_ms;
    await expect.poll(listened).toBeGreaterThanOrEqual(5_000);
    // The server keeps the position the pause saved.
    const savedPosition = async () =>
      ((await (await page.request.get(`/pl/v2/me/playback-progress/${owned.id}`)).json()) as { position: number })
        .position;
    await expect.poll(savedPosition).toBeGreaterThanOrEqual(20_000);
    const saved = await savedPosition();

    await page.reload();
    await expect(main.getByRole('button', { name: t('player.play'), exact: true })).toBeEnabled({ timeout: 15_000 });
    const resumed = await sliderSeconds(main, t('player.seek'));
    expect(resumed).toBeGreaterThanOrEqual(Math.floor((saved - 15_000) / 1000) - 1);
    expect(resumed).toBeLessThanOrEqual(Math.ceil((saved - 15_000) / 1000) + 1);
  });

  test('a bookmark made with a note in one browser is there in another of the same listener, and no one else sees it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = textOf('en');
    const origin = baseURL ?? '';
    const { playerPath } = await ownedTitle(page.request, origin);

    await page.goto(playerPath);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: t('player.play'), exact: true })).toBeEnabled({ timeout: 15_000 });
    await main.getByRole('slider', { name: t('player.seek') }).fill('42');
    await main.getByLabel(t('player.bookmarks.new_note_label')).fill('The lighthouse keeper arrives');
    await main.getByRole('button', { name: t('player.bookmarks.add') }).click();
    const bookmarks = main.getByRole('region', { name: t('player.bookmarks.title') });
    await expect(bookmarks.getByRole('listitem').getByText('The lighthouse keeper arrives')).toBeVisible();

    const elsewhere = await browser.newContext({ baseURL: origin, storageState: await page.context().storageState() });
    const other = await elsewhere.newPage();
    await other.goto(playerPath);
    const there = other.getByRole('main').getByRole('region', { name: t('player.bookmarks.title') });
    await expect(there.getByText('The lighthouse keeper arrives')).toBeVisible({ timeout: 15_000 });
    await there.getByRole('button', { name: t('player.bookmarks.jump', { time: '0:42' }) }).click();
    await expect.poll(() => sliderSeconds(other.getByRole('main'), t('player.seek'))).toBeGreaterThanOrEqual(41);
    await elsewhere.close();

    // Another listener's player page shows none of them.
    const stranger = await browser.newContext({ baseURL: origin });
    await buyTitles(stranger.request, origin, 'en', 1);
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(playerPath);
    const theirs = strangerPage.getByRole('main').getByRole('region', { name: t('player.bookmarks.title') });
    await expect(theirs.getByText(t('player.bookmarks.empty'))).toBeVisible({ timeout: 15_000 });
    await stranger.close();
  });

  test('keyboard shortcuts drive the player, stay out of the way while typing, and are listed by ?', async ({
    page,
  }) => {
    const t = textOf('en');
    await page.goto('/en');
    const first = page.getByRole('main').locator('a[href*="/audiobook/"]').first();
    await page.goto((await first.getAttribute('href')) ?? '');
    await waitForHydration(page);
    await page.locator('button[data-sample="available"]').click();
    const bar = page.getByRole('region', { name: t('player.region') });
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });

    await page.locator('body').press('k');
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => sliderSeconds(bar)).toBeGreaterThanOrEqual(20);
    await page.keyboard.press('Shift+ArrowUp');
    await expect(bar.getByRole('combobox', { name: t('player.speed') })).toHaveValue('1.05');

    // Typed into the search box, k is a letter.
    const search = page.getByRole('combobox').or(page.getByRole('searchbox')).first();
    await search.fill('');
    await search.press('k');
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();

    await search.blur();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: t('player.shortcuts.title') });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(t('player.shortcuts.toggleMute'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    // S opens the sleep timer; set for 5 minutes it counts down on its button, and turns off.
    await page.keyboard.press('s');
    await bar.getByRole('button', { name: t('player.sleep_timer.minutes', { count: '5' }), exact: true }).click();
    const timer = bar.locator('summary', { hasText: '☾' });
    const counting = t('player.sleep_timer.remaining', { time: '' }).trim();
    await expect(timer).toContainText(counting);
    await expect(timer).toContainText(/4:5\d/);
    await timer.click();
    await bar.getByRole('button', { name: t('player.sleep_timer.cancel') }).click();
    await expect(timer).not.toContainText(counting);
  });

  test('the player page and bar have no axe violations', async ({ page }) => {
    // Two whole-page axe runs with media playing: long on a 2-core machine.
    test.slow();
    await page.goto('/en');
    const first = page.getByRole('main').locator('a[href*="/audiobook/"]').first();
    await page.goto((await first.getAttribute('href')) ?? '');
    await waitForHydration(page);
    await page.locator('button[data-sample="available"]').click();
    const bar = page.getByRole('region', { name: textOf('en')('player.region') });
    await expect(bar.getByRole('slider', { name: 'Position' })).toBeEnabled({ timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);
    await bar.getByRole('link').first().click();
    await page.waitForURL(/\/player\//);
    await expect(page.getByRole('main').getByRole('slider', { name: 'Position' })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
  });
});
