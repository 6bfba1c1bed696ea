import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { buyHomeTitles, homeProducts } from '../../scripts/bench/media-journey';
import { E2E_DEVICE_ID, type E2eAccount, signInThroughApi, signUpThroughApi } from '../support/e2e-accounts';
import { textOf, waitForHydration } from '../support/e2e-page';
import { instrumentMedia, playedElement, type PlayerWindow, sliderSeconds } from '../support/e2e-player';

const t = textOf('en');

/** The device id the storefront keeps in local storage (infrastructure/browser/local-storage-device-id.ts). */
const DEVICE_ID_STORAGE_KEY = 'audiora.deviceId';

/** The page of the English home screen's first audiobook. */
const firstAudiobookPath = async (page: Page) => {
  const [first] = await homeProducts(page.request, 'en');
  if (!first) throw new Error('the home screen lists no titles');
  return `/en/audiobook/${first.id}`;
};

/** Plays an audiobook's sample from its page; answers the player bar. */
const playSample = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator('button[data-sample="available"]').click();
  const bar = page.getByRole('region', { name: t('player.region') });
  await expect(bar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
  return bar;
};

/**
 * A new English listener who bought the home page's first title, their storefront keeping as its device id the device
 * the account signed in on; answers the account, the title and its full media.
 */
const buyerOnThisDevice = async (page: Page, origin: string) => {
  const account = await signUpThroughApi(page.request, origin, { market: 'en', prefix: 'sessions' });
  await page.addInitScript(([key, id]) => window.localStorage.setItem(key, id), [
    DEVICE_ID_STORAGE_KEY,
    E2E_DEVICE_ID,
  ] as const);
  const [media] = await buyHomeTitles(page.request, origin, 'en', 1, account.catalogId);
  const [title] = await homeProducts(page.request, 'en');
  if (!title || !media) throw new Error('the home screen lists no titles');
  return { account, title, media };
};

/** Opens a title's player page and presses play; answers once the title plays and the server was told it started. */
const playOnItsPage = async (page: Page, audiobookId: string) => {
  await page.goto(`/en/player/${audiobookId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t('player.play'), exact: true }).click({ timeout: 15_000 });
  await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible({ timeout: 10_000 });
  // StartPlayback puts the title on top of the listener's recently played.
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/en/v2/me/recently-played')).json()))
    .toContain(audiobookId);
  return main;
};

/** The same account starts playing on another device, through the API as that device's app would. */
const startOnAnotherDevice = async (context: BrowserContext, origin: string, account: E2eAccount, id: string) => {
  const request = context.request;
  await signInThroughApi(request, origin, account, { market: 'en', deviceId: 'living-room-speaker' });
  const answer = await request.post('/en/v2/commands', {
    data: { name: 'StartPlayback', audiobook_id: id },
    headers: { Origin: origin },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
};

/** What the page keeps of the Media Session once `instrumentMediaSession` ran. */
type SessionWindow = Window & {
  __mediaActions?: Partial<Record<MediaSessionAction, MediaSessionActionHandler | null>>;
  __positionStates?: MediaPositionState[];
};

/** Keeps the action handlers the page gives the Media Session, and every position state it sets, as the system would. */
const instrumentMediaSession = (page: Page) =>
  page.addInitScript(() => {
    const session = navigator.mediaSession;
    const handlers: Partial<Record<MediaSessionAction, MediaSessionActionHandler | null>> = {};
    const positions: MediaPositionState[] = [];
    (window as SessionWindow).__mediaActions = handlers;
    (window as SessionWindow).__positionStates = positions;
    const setActionHandler = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      handlers[action] = handler;
      setActionHandler(action, handler);
    };
    const setPositionState = session.setPositionState.bind(session);
    session.setPositionState = (state) => {
      if (state) positions.push(state);
      setPositionState(state);
    };
  });

/** The system's media controls press `action`, as a headset button or the lock screen would. */
const pressMediaKey = (page: Page, action: MediaSessionAction, seekTime?: number) =>
  page.evaluate(
    ([name, time]) => {
      const handler = (window as SessionWindow).__mediaActions?.[name];
      if (!handler) throw new Error(`no handler for ${name}`);
      handler(time === null ? { action: name } : { action: name, seekTime: time });
    },
    [action, seekTime ?? null] as const,
  );

test.describe('the player across tabs, devices, time and the system controls', () => {
  test('playing in one tab pauses the other, either way round', async ({ context }) => {
    await instrumentMedia(context);
    const first = await context.newPage();
    const path = await firstAudiobookPath(first);
    const firstBar = await playSample(first, path);
    const second = await context.newPage();
    const secondBar = await playSample(second, path);

    // The listener goes back to the first tab (a tab in the background draws no frames to act on).
    await first.bringToFront();
    await expect(firstBar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();
    expect((await playedElement(first))?.paused).toBe(true);
    expect((await playedElement(second))?.paused).toBe(false);

    await firstBar.getByRole('button', { name: t('player.play'), exact: true }).click();
    await expect(firstBar.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible();
    await second.bringToFront();
    await expect(secondBar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();
    expect((await playedElement(second))?.paused).toBe(true);
    await expect.poll(async () => (await playedElement(first))?.paused).toBe(false);
  });

  test('when another device of the account starts later, the check pauses with a toast naming the title that stays', async ({
    page,
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    await instrumentMedia(page);
    await page.clock.install();
    const { account, title } = await buyerOnThisDevice(page, origin);
    const main = await playOnItsPage(page, title.id);
    const name = (await main.getByRole('heading', { level: 1 }).textContent()) ?? '';

    const checked = async () => {
      const answer = page.waitForResponse((response) => response.url().includes('/v2/me/playback-check/'));
      await page.clock.fastForward('01:00');
      return ((await (await answer).json()) as { stop_playback: boolean }).stop_playback;
    };
    // A minute on, the check asked for this device lets it play on.
    expect(await checked()).toBe(false);
    await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible();

    const elsewhere = await browser.newContext({ baseURL: origin });
    await startOnAnotherDevice(elsewhere, origin, account, title.id);
    await elsewhere.close();
    expect(await checked()).toBe(true);

    const toast = page.getByTestId('toast').filter({ hasText: t('player.stop_playback.title') });
    await expect(toast).toContainText(`“${name}”`);
    await expect(main.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();
    expect((await playedElement(page))?.paused).toBe(true);
    // Well past a toast's 5 s, it is still there.
    await page.clock.fastForward('00:20');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-phase', 'running');

    // Played again here, the title is this device's once more: the next check lets it play on.
    await main.getByRole('button', { name: t('player.play'), exact: true }).click();
    await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible();
    expect(await checked()).toBe(false);
    await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible();
  });

  test('a failed stop-playback check stops playback with the generic error toast', async ({ page, baseURL }) => {
    await instrumentMedia(page);
    await page.clock.install();
    const { title } = await buyerOnThisDevice(page, baseURL ?? '');
    await page.route('**/v2/me/playback-check/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    const main = await playOnItsPage(page, title.id);

    await page.clock.fastForward('01:00');
    await expect(page.getByTestId('toast').filter({ hasText: t('common.generic_error.title') })).toBeVisible();
    await expect.poll(async () => (await playedElement(page))?.paused).toBe(true);
    await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toHaveCount(0);
    // Unloaded, the title leaves the system's media controls too.
    expect(await page.evaluate(() => [navigator.mediaSession.metadata, navigator.mediaSession.playbackState])).toEqual([
      null,
      'none',
    ]);
  });

  test('the sleep timer fades out over its last seconds, pauses, gives the volume back and says so', async ({
    page,
  }) => {
    await instrumentMedia(page);
    await page.clock.install();
    const bar = await playSample(page, await firstAudiobookPath(page));
    await bar.getByRole('slider', { name: t('player.volume') }).fill('60');
    await expect.poll(async () => (await playedElement(page))?.volume).toBeCloseTo(0.6);

    await bar.locator('summary', { hasText: '☾' }).click();
    await bar.getByRole('button', { name: t('player.sleep_timer.minutes', { count: '5' }), exact: true }).click();
    await page.clock.fastForward('04:54');

    // Within its last 10 s the volume falls below the listener's while it still plays.
    await expect.poll(async () => (await playedElement(page))?.volume).toBeLessThan(0.6);
    expect((await playedElement(page))?.paused).toBe(false);
    await expect(bar.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible({ timeout: 15_000 });
    const after = await playedElement(page);
    expect(after?.paused).toBe(true);
    expect(after?.volume).toBeCloseTo(0.6);
    await expect(bar.locator('[aria-live="polite"]', { hasText: t('player.sleep_timer.ended') })).toHaveCount(1);
  });

  test('the system media controls show the title and drive the player, and follow its position and speed', async ({
    page,
    baseURL,
  }) => {
    await instrumentMedia(page);
    await instrumentMediaSession(page);
    const { media, title } = await buyerOnThisDevice(page, baseURL ?? '');
    const main = await playOnItsPage(page, title.id);
    // Paused, the position moves only as the controls move it.
    // The element is where the controls took it, even when they move on before a seek has its data.
    const at = async (target: number) => {
      await expect.poll(() => sliderSeconds(main, t('player.seek'))).toBe(Math.floor(target));
      await expect.poll(async () => (await playedElement(page))?.currentTime).toBeCloseTo(target, 0);
    };

    const metadata = await page.evaluate(() => {
      const { metadata: shown, playbackState } = navigator.mediaSession;
      return { title: shown?.title, artist: shown?.artist, artwork: shown?.artwork.map((a) => a.src), playbackState };
    });
    const credits = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    const cover = new URL((await main.locator('img').first().getAttribute('src')) ?? '', page.url()).pathname;
    expect(metadata).toEqual({
      title: await main.getByRole('heading', { level: 1 }).textContent(),
      artist: credits,
      artwork: [expect.stringContaining(cover)],
      playbackState: 'playing',
    });

    await pressMediaKey(page, 'pause');
    await expect(main.getByRole('button', { name: t('player.play'), exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
    expect((await playedElement(page))?.paused).toBe(true);

    await pressMediaKey(page, 'seekto', 40);
    await at(40);
    await pressMediaKey(page, 'seekbackward');
    await at(25);
    await pressMediaKey(page, 'seekforward');
    await at(55);
    const second = (media.table_of_contents[1]?.start_ms ?? 0) / 1000;
    await pressMediaKey(page, 'nexttrack');
    await at(second);
    await pressMediaKey(page, 'seekforward');
    await at(second + 30);
    // Past the first 3 s of a chapter, previous goes to its start.
    await pressMediaKey(page, 'previoustrack');
    await at(second);

    await main.getByRole('combobox', { name: t('player.speed') }).selectOption({ label: '1.5×' });
    const lastPositionState = () => page.evaluate(() => (window as SessionWindow).__positionStates?.at(-1));
    await expect.poll(async () => (await lastPositionState())?.playbackRate).toBe(1.5);
    const duration = await page.evaluate(() => (window as PlayerWindow).__mediaElements?.[0]?.duration ?? 0);
    expect(await lastPositionState()).toEqual({
      duration: expect.closeTo(duration, 0),
      position: expect.closeTo(second, 0),
      playbackRate: 1.5,
    });

    await pressMediaKey(page, 'play');
    await expect(main.getByRole('button', { name: t('player.pause'), exact: true })).toBeVisible();
    await expect.poll(async () => (await playedElement(page))?.paused).toBe(false);
    // While it plays, the position state moves on with it.
    const playingFrom = (await lastPositionState())?.position ?? 0;
    await expect.poll(async () => (await lastPositionState())?.position).toBeGreaterThan(playingFrom + 1);
  });
});
