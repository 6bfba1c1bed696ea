import { expect, test } from '@playwright/test';
import { textOf } from '../support/e2e-page';
import { instrumentMedia, ownedTitle, playedElement, sliderSeconds } from '../support/e2e-player';

test.describe('seeking in a protected title', () => {
  test('a seek back before it ever played, into a stretch not buffered, stays where the listener put it', async ({
    page,
    baseURL,
  }) => {
    const t = textOf('en');
    const origin = baseURL ?? '';
    await instrumentMedia(page);
    const { id, playerPath } = await ownedTitle(page.request, origin);
    const saved = await page.request.post('/en/v2/commands', {
      data: { name: 'SavePlaybackProgress', audiobook_id: id, device: 'Web Player', position: 51_000 },
      headers: { Origin: origin },
    });
    expect(saved.ok()).toBe(true);
    await page.goto(playerPath);
    const main = page.getByRole('main');
    const seek = t('player.seek');
    await expect(main.getByRole('button', { name: t('player.play'), exact: true })).toBeEnabled({ timeout: 15_000 });
    expect(await sliderSeconds(main, seek)).toBe(36);
    await page.waitForTimeout(1_500);
    await main.getByRole('slider', { name: seek }).fill('25');
    await page.waitForTimeout(2_000);
    expect(await sliderSeconds(main, seek)).toBe(25);

    await main.getByRole('button', { name: t('player.play'), exact: true }).click();
    await expect.poll(() => sliderSeconds(main, seek), { timeout: 10_000 }).toBeGreaterThanOrEqual(27);
    expect(await sliderSeconds(main, seek)).toBeLessThan(33);
    expect(Math.round((await playedElement(page))?.currentTime ?? -1)).toBeLessThan(33);
  });
});
