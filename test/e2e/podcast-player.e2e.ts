import { expect, type Page, type Request, test } from '@playwright/test';
import { signUp } from '../../scripts/bench/media-journey';
import { showIntent, textOf, waitForHydration } from '../support/e2e-page';
import { AUDIBLE_RMS, instrumentMedia, type PlayerWindow, sliderSeconds } from '../support/e2e-player';

const PLAYBACK_COMMANDS = ['StartPlayback', 'SavePlaybackProgress', 'SavePlaybackTime'];

/** Every playback-reporting call the page makes: the commands, the saved position and the stop check. */
const recordReporting = (page: Page): string[] => {
  const reported: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/\/v2\/me\/(playback-check|playback-progress)\//.test(url.pathname)) reported.push(url.pathname);
    if (request.method() === 'POST' && url.pathname.endsWith('/v2/commands')) {
      const name = (request.postDataJSON() as { name?: string } | null)?.name ?? '';
      if (PLAYBACK_COMMANDS.includes(name)) reported.push(name);
    }
  });
  return reported;
};

interface Show {
  readonly id: string;
  readonly name: string;
  readonly is_free: boolean;
  readonly _embedded: {
    readonly 'app:lector': readonly { readonly name: string }[];
    readonly 'app:episode': readonly { readonly title: string; readonly published_at: string }[];
  };
}

/** A free show of the English catalogue, with its newest episode (first on its page). */
const freeShow = async (page: Page) => {
  const list = (await (await page.request.get('/en/v2/podcasts?_f[noLinks]=1')).json()) as {
    _embedded: { 'app:product': { id: string; is_free: boolean }[] };
  };
  const listed = list._embedded['app:product'].find((show) => show.is_free);
  if (!listed) throw new Error('no free podcast in en');
  const show = (await (await page.request.get(`/en/v2/podcasts/${listed.id}`)).json()) as Show;
  const [newest] = [...show._embedded['app:episode']].sort(
    (a, b) => Date.parse(b.published_at) - Date.parse(a.published_at),
  );
  if (!newest) throw new Error('the show has no episodes');
  return { show, newest };
};

test.describe('podcast episodes in the player', () => {
  test('a visitor plays a free show’s episode in the player bar: it sounds, advances, and nothing is reported', async ({
    page,
  }) => {
    const t = textOf('en');
    await instrumentMedia(page);
    const reported = recordReporting(page);
    const { show, newest } = await freeShow(page);
    await page.goto(`/en/podcast/${show.id}`);
    await waitForHydration(page);

    const episodes = page.getByRole('main').getByRole('list', { name: t('podcast_page.episodes') });
    await episodes.getByRole('button', { name: t('podcast_page.play.free', { title: newest.title }) }).click();

    const bar = page.getByRole('region', { name: t('player.region') });
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 15_000 });
    // The bar shows the episode under its show, and its title leads back to the show.
    const link = bar.getByRole('link', { name: `${t('player.open_podcast')}: ${newest.title}` });
    await expect(link).toHaveText(newest.title);
    expect(new URL((await link.getAttribute('href')) ?? '', page.url()).pathname).toBe(`/en/podcast/${show.id}`);
    const hosts = show._embedded['app:lector'].map((host) => host.name);
    await expect(bar).toContainText(hosts.length > 0 ? hosts.join(', ') : show.name);
    await expect(bar.getByText(t('player.sample'))).toHaveCount(0);

    // Real sound, and time that moves.
    await expect.poll(() => sliderSeconds(bar, t('player.seek')), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as PlayerWindow).__loudest?.() ?? 0)).toBeGreaterThan(AUDIBLE_RMS);
    const before = await sliderSeconds(bar, t('player.seek'));
    await expect.poll(() => sliderSeconds(bar, t('player.seek'))).toBeGreaterThan(before);

    // The list shows the episode in the player; its button pauses it.
    const playing = episodes.locator('li[aria-current="true"]');
    await expect(playing.getByRole('heading', { level: 3 })).toHaveText(newest.title);
    await playing.getByRole('button', { name: t('podcast_page.pause', { title: newest.title }) }).click();
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();
    await expect(
      playing.getByRole('button', { name: t('podcast_page.play.free', { title: newest.title }) }),
    ).toBeVisible();

    await page.waitForTimeout(500);
    expect(reported).toEqual([]);
  });

  test('a signed-in listener’s episode is reported nowhere, and a reload brings it back, paused where it stood', async ({
    page,
    baseURL,
  }) => {
    const t = textOf('en');
    await signUp(page.request, baseURL ?? '', 'en');
    const reported = recordReporting(page);
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    const { show, newest } = await freeShow(page);
    await page.goto(`/en/podcast/${show.id}`);
    await waitForHydration(page);
    const episodes = page.getByRole('main').getByRole('list', { name: t('podcast_page.episodes') });
    await episodes.getByRole('button', { name: t('podcast_page.play.free', { title: newest.title }) }).click();

    const bar = page.getByRole('region', { name: t('player.region') });
    await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 15_000 });
    // Longer than the shortest span a listener's playing is reported for (spec §5), then a seek and a pause.
    await expect.poll(() => sliderSeconds(bar, t('player.seek')), { timeout: 15_000 }).toBeGreaterThanOrEqual(7);
    await bar.getByRole('button', { name: t('player.skip_back', { seconds: '15' }) }).click();
    await bar.getByRole('button', { name: t('player.pause'), exact: true }).click();
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();
    const pausedAt = await sliderSeconds(bar, t('player.seek'));

    await page.reload();
    await showIntent(page);
    await expect(bar.getByRole('link', { name: `${t('player.open_podcast')}: ${newest.title}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeEnabled({ timeout: 15_000 });
    // Where it stood: an episode keeps no position to rewind from.
    expect(Math.abs((await sliderSeconds(bar, t('player.seek'))) - pausedAt)).toBeLessThanOrEqual(1);
    await page.waitForTimeout(500);
    expect(reported).toEqual([]);
    expect(failures.filter((text) => text.includes('restore'))).toEqual([]);
  });
});
