import { expect, test } from '@playwright/test';
import { axeViolations, showIntent, textOf } from '../support/e2e-page';
import { instrumentMedia, ownedTitle, playedElement, sliderSeconds } from '../support/e2e-player';

test.describe('resume across devices', () => {
  test('another browser is offered the title where it was left, and two positions far apart are both offered', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const t = textOf('en');
    const origin = baseURL ?? '';
    const { id, playerPath } = await ownedTitle(page.request, origin);
    const savedPosition = async () =>
      ((await (await page.request.get(`/en/v2/me/playback-progress/${id}`)).json()) as { position: number }).position;

    // This browser plays, goes to 1:30, listens for a moment and pauses: the position is saved here and on the server.
    await page.goto(playerPath);
    const main = page.getByRole('main');
    const seek = t('player.seek');
    await expect(main.getByRole('button', { name: t('player.play'), exact: true })).toBeEnabled({ timeout: 15_000 });
    await main.getByRole('button', { name: t('player.play'), exact: true }).click();
    await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
    await main.getByRole('slider', { name: seek }).fill('90');
    await expect.poll(() => sliderSeconds(main, seek), { timeout: 10_000 }).toBeGreaterThanOrEqual(92);
    await main.getByRole('button', { name: t('player.pause'), exact: true }).click();
    await expect.poll(savedPosition).toBeGreaterThanOrEqual(90_000);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    // Another browser of the same listener (cookies only: its own storage, its own device id) opens the store: the
    // bar offers the title, paused 15 s before where it was left.
    const { cookies } = await page.context().storageState();
    const elsewhere = await browser.newContext({ baseURL: origin, storageState: { cookies, origins: [] } });
    const other = await elsewhere.newPage();
    await other.goto('/en');
    const bar = other.getByRole('region', { name: t('player.region') });
    await expect(bar.getByRole('link').first()).toHaveText(name, { timeout: 15_000 });
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeEnabled();
    expect(await sliderSeconds(bar, seek)).toBeGreaterThanOrEqual(76);

    // There the listener goes back to 0:10 and listens a little: the server now holds the newer, earlier position.
    await bar.getByRole('button', { name: t('player.play'), exact: true }).click();
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
    await bar.getByRole('slider', { name: seek }).fill('10');
    await expect.poll(() => sliderSeconds(bar, seek), { timeout: 10_000 }).toBeGreaterThanOrEqual(12);
    expect(await sliderSeconds(bar, seek)).toBeLessThan(30);
    await bar.getByRole('button', { name: t('player.pause'), exact: true }).click();
    await expect.poll(savedPosition).toBeLessThan(30_000);
    await elsewhere.close();

    // Back in the first browser, the two positions are more than 30 s apart: both are offered, nothing plays.
    await page.reload();
    const offer = main.getByRole('group', { name: t('player.resume.question') });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    const choices = offer.getByRole('button');
    await expect(choices).toHaveCount(2);
    // The newer (the other browser's) first.
    await expect(choices.first()).toContainText(/^0:(0\d|1\d)/);
    await expect(choices.nth(1)).toContainText(/^1:(3\d|2\d)/);
    await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toHaveCount(0);
    expect(await axeViolations(page, 'main')).toEqual([]);

    // Choosing this browser's plays from it, 15 s before.
    await choices.nth(1).click();
    await expect(offer).toHaveCount(0);
    await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
    expect(await sliderSeconds(main, seek)).toBeGreaterThanOrEqual(75);
  });

  test('the skip lengths chosen on the player page move the skip buttons, and stay after a reload', async ({
    page,
    baseURL,
  }) => {
    const t = textOf('en');
    const { playerPath } = await ownedTitle(page.request, baseURL ?? '');
    await page.goto(playerPath);
    const main = page.getByRole('main');
    const seek = t('player.seek');
    await expect(main.getByRole('button', { name: t('player.play'), exact: true })).toBeEnabled({ timeout: 15_000 });
    const settings = main.getByRole('group', { name: t('player.skip_settings.title') });
    await settings.getByLabel(t('player.skip_settings.forward')).selectOption({ label: '60 s' });
    await main.getByRole('button', { name: t('player.skip_forward', { seconds: '60' }) }).click();
    await expect.poll(() => sliderSeconds(main, seek)).toBeGreaterThanOrEqual(60);
    expect(await axeViolations(page, 'main')).toEqual([]);

    await page.reload();
    await expect(main.getByRole('button', { name: t('player.skip_forward', { seconds: '60' }) })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('a seek made as soon as a restored title is ready is where it plays from', async ({ page }) => {
    const t = textOf('en');
    await instrumentMedia(page);
    await page.goto('/en');
    const first = page.getByRole('main').locator('a[href*="/audiobook/"]').first();
    await page.goto((await first.getAttribute('href')) ?? '');
    await page.locator('button[data-sample="available"]').click();
    const bar = page.getByRole('region', { name: t('player.region') });
    const seek = t('player.seek');
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
    await bar.getByRole('slider', { name: seek }).fill('20');
    await bar.getByRole('button', { name: t('player.pause'), exact: true }).click();
    // Paused before the page goes, or the session it keeps says playing.
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();

    // Restored paused at 0:05; the listener moves to 0:25 the moment they can, then plays.
    await page.reload();
    await showIntent(page);
    const play = bar.getByRole('button', { name: t('player.play'), exact: true });
    await expect(play).toBeEnabled({ timeout: 15_000 });
    await bar.getByRole('slider', { name: seek }).fill('25');
    await play.click();
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
    await expect.poll(async () => (await playedElement(page))?.currentTime ?? 0).toBeGreaterThan(25);
    expect(await sliderSeconds(bar, seek)).toBeGreaterThanOrEqual(25);
  });
});
