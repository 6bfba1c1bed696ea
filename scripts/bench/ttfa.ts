// `npm run bench:ttfa`: time to first audio through the storefront itself, as a listener meets it. Against the
// production build (run `npm run build` first) in Debian's Chromium: from the click on "listen to a sample" on an
// audiobook page, or on play on a bought title's player page (which has loaded the title, paused, as it opened), to
// the element's `playing`; and from a seek on the player's slider to `playing` again. Each run is a new browser
// context with an empty cache (a first visit), median of RUNS; then again with 150 ms round trips emulated. Not a
// test: it prints numbers and verdicts.
//
//   BENCH_RUNS=10 npm run bench:ttfa
import { type BrowserContext, chromium, type Page } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
import { buyTitles, homeProducts } from './media-journey';
import { ROOT, startAudiora } from './ssr-servers';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const MARKET = 'pl';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Issue "The web player": on loopback, and with 150 ms round trips. */
const GOAL = { sampleMs: 250, protectedMs: 250, seekMs: 150, slowNetworkMs: 1_000 };
const SLOW_RTT_MS = 150;

type TimedWindow = Window & { __pressedAt?: number; __playingAt?: number[] };

const out = (line = '') => process.stdout.write(`${line}\n`);

const median = (values: readonly number[]): number => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** Stamps the press (capture phase, before any handler) and every `playing` of any media element the page plays. */
const instrument = (context: BrowserContext) =>
  context.addInitScript(() => {
    const timed = window as TimedWindow;
    timed.__playingAt = [];
    addEventListener('pointerdown', () => (timed.__pressedAt = performance.now()), { capture: true });
    const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')?.value as (
      this: HTMLMediaElement,
    ) => Promise<void>;
    const watched = new WeakSet<HTMLMediaElement>();
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!watched.has(this)) {
        watched.add(this);
        this.addEventListener('playing', () => timed.__playingAt?.push(performance.now()));
      }
      return play.call(this);
    };
  });

const playingCount = (page: Page) => page.evaluate(() => (window as TimedWindow).__playingAt?.length ?? 0);

/** Milliseconds from the last press to the `n`-th `playing` (1-based). */
const sincePress = (page: Page, n: number) =>
  page.evaluate((index) => {
    const timed = window as TimedWindow;
    return (timed.__playingAt?.[index - 1] ?? NaN) - (timed.__pressedAt ?? NaN);
  }, n);

const waitPlaying = (page: Page, n: number) =>
  page.waitForFunction((count) => ((window as TimedWindow).__playingAt?.length ?? 0) >= count, n, { timeout: 20_000 });

const sampleRun = async (page: Page, audiobookPath: string): Promise<number> => {
  await page.goto(audiobookPath);
  await page.waitForLoadState('networkidle');
  await page.locator('button[data-sample="available"]').click();
  await waitPlaying(page, 1);
  return sincePress(page, 1);
};

const protectedRun = async (page: Page, playerPath: string): Promise<{ first: number; seek: number }> => {
  await page.goto(playerPath);
  const main = page.getByRole('main');
  const play = main.locator('button[data-state="paused"]');
  await play.waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForFunction(
    () => !document.querySelector('main button[data-state="paused"]')?.hasAttribute('disabled'),
  );
  await play.click();
  await waitPlaying(page, 1);
  const first = await sincePress(page, 1);
  // A seek far ahead: the segments there are not fetched yet.
  const before = await playingCount(page);
  const slider = main.getByRole('slider').first();
  const box = await slider.boundingBox();
  if (!box) throw new Error('the seek slider is not on screen');
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
  await waitPlaying(page, before + 1);
  const seek = await sincePress(page, before + 1);
  return { first, seek };
};

/**
 * A page in a new context (an empty cache: the listener's first visit) signed in as `state` says, whose every
 * request waits `rttMs` more (Chromium's network emulation; it needs the domain enabled).
 */
const pageWithRtt = async (state: StorageState, rttMs: number): Promise<Page> => {
  const context = await browser.newContext({ baseURL: server.origin, storageState: state });
  await instrument(context);
  const page = await context.newPage();
  page.once('close', () => void context.close());
  if (rttMs > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rttMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return page;
};

const server = await startAudiora({ root: ROOT, workers: 1, pageCache: true });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ baseURL: server.origin });
  const bought = await buyTitles(context.request, server.origin, MARKET, 3);
  const products = (await homeProducts(context.request, MARKET)).slice(0, 3);
  const owned = products.find((_, index) => bought[index]?.key_id);
  const [first] = products;
  if (!owned || !first) throw new Error('the home screen lists no protected title');
  const state = await context.storageState();
  const audiobookPath = `/${MARKET}/audiobook/${first.id}`;
  const playerPath = `/${MARKET}/odtwarzacz/${owned.id}`;

  out(`bench:ttfa through the storefront, Chromium at ${CHROME_PATH}, median of ${RUNS} runs (after one warm-up)`);
  out('network          sample click->playing  protected click->playing  seek->playing');
  const verdicts: string[] = [];
  for (const rttMs of [0, SLOW_RTT_MS]) {
    const samples: number[] = [];
    const firsts: number[] = [];
    const seeks: number[] = [];
    for (let run = -1; run < RUNS; run += 1) {
      const page = await pageWithRtt(state, rttMs);
      const sample = await sampleRun(page, audiobookPath);
      await page.close();
      const playerPage = await pageWithRtt(state, rttMs);
      const owned = await protectedRun(playerPage, playerPath);
      await playerPage.close();
      if (run < 0) continue;
      samples.push(sample);
      firsts.push(owned.first);
      seeks.push(owned.seek);
    }
    const [s, p, k] = [median(samples), median(firsts), median(seeks)];
    const label = rttMs === 0 ? 'loopback' : `${rttMs} ms RTT`;
    out(
      `${label.padEnd(16)} ${`${s.toFixed(0)} ms`.padStart(21)} ${`${p.toFixed(0)} ms`.padStart(25)} ${`${k.toFixed(0)} ms`.padStart(14)}`,
    );
    if (rttMs === 0) {
      verdicts.push(`sample ${s.toFixed(0)} ms ${s <= GOAL.sampleMs ? 'meets' : 'misses'} <= ${GOAL.sampleMs} ms`);
      verdicts.push(
        `protected ${p.toFixed(0)} ms ${p <= GOAL.protectedMs ? 'meets' : 'misses'} <= ${GOAL.protectedMs} ms`,
      );
      verdicts.push(`seek ${k.toFixed(0)} ms ${k <= GOAL.seekMs ? 'meets' : 'misses'} <= ${GOAL.seekMs} ms`);
    } else {
      const worst = Math.max(s, p);
      verdicts.push(
        `${label}: first audio ${worst.toFixed(0)} ms ${worst <= GOAL.slowNetworkMs ? 'meets' : 'misses'} <= ${GOAL.slowNetworkMs} ms`,
      );
    }
  }
  out();
  for (const verdict of verdicts) out(verdict);
} finally {
  await browser.close();
  await server.stop();
}
