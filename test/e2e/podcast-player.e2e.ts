import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { signUp } from '../../scripts/bench/media-journey';
import { textOf, waitForHydration } from '../support/e2e-page';

type PlayerWindow = Window & { __mediaElements?: HTMLMediaElement[]; __loudest?: () => Promise<number> };

/**
 * Keeps every media element the page plays, and measures the loudest signal one of them gives over a short window
 * through an AnalyserNode: headless Chromium decodes without a sound device, and this is how sound is seen to play.
 */
const instrumentMedia = (page: Page) =>
  page.addInitScript(() => {
    const seen: HTMLMediaElement[] = [];
    (window as PlayerWindow).__mediaElements = seen;
    const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')?.value as (
      this: HTMLMediaElement,
    ) => Promise<void>;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!seen.includes(this)) seen.push(this);
      return play.call(this);
    };
    (window as PlayerWindow).__loudest = async () => {
      const element = seen[0];
      if (!element) return 0;
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      context.createMediaElementSource(element).connect(analyser);
      analyser.connect(context.destination);
      const samples = new Float32Array(analyser.fftSize);
      let loudest = 0;
      for (let i = 0; i < 20; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        analyser.getFloatTimeDomainData(samples);
        loudest = Math.max(loudest, Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length));
      }
      return loudest;
    };
  });

const AUDIBLE_RMS = 0.01;
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

/** The seconds the seek slider stands at. */
const sliderSeconds = async (scope: Locator, name: string) =>
  Number(await scope.getByRole('slider', { name }).inputValue());

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

  test('a signed-in listener’s episode is reported nowhere, and a reload restores nothing', async ({
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

    await page.reload();
    await waitForHydration(page);
    await page.keyboard.press('Shift');
    await page.waitForTimeout(1_500);
    await expect(bar).toHaveCount(0);
    expect(reported).toEqual([]);
    expect(failures.filter((text) => text.includes('restore'))).toEqual([]);
  });
});
