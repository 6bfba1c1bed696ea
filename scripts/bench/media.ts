// `npm run bench:media`: how fast a listener hears a title. Against the production build (run `npm run build` first)
// on loopback, in Debian's Chromium: the time from the first player call to `playing`, and from a seek to `seeked`,
// for dash.js and hls.js, a clear sample and a protected title (ClearKey licence included), median of RUNS each.
// Not a test: it prints numbers and verdicts against quality-bar.md.
//
//   BENCH_RUNS=10 npm run bench:media
import { chromium } from '@playwright/test';
import { openMediaHarness, type Playback } from './media-harness';
import { buyTitles, catalogIdOf, homeProducts, mediaOf, type StreamMedia, streamOf } from './media-journey';
import { ROOT, startAudiora } from './ssr-servers';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const MARKET = 'pl';
/** quality-bar.md: first audio and seek to audio on loopback. */
const GOAL = { firstPlayingMs: 250, seekMs: 150 };
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const out = (line = '') => process.stdout.write(`${line}\n`);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const server = await startAudiora({ root: ROOT, workers: 1, pageCache: true });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const bought = await buyTitles(context.request, server.origin, MARKET, 3);
  const protectedTitle = bought.find((media) => media.key_id);
  if (!protectedTitle) throw new Error('none of the bought titles is protected');
  const [first] = await homeProducts(context.request, MARKET);
  if (!first) throw new Error('the home screen lists no titles');
  const catalogId = await catalogIdOf(context.request, MARKET);
  const sample = (await (await mediaOf(context.request, MARKET, catalogId, first.id, true)).json()) as StreamMedia;
  const play = await openMediaHarness(page, server.origin);

  out(`bench:media on loopback, Chromium at ${CHROME_PATH}, median of ${RUNS} runs each (after one warm-up)`);
  out('stream      engine  first playing  seek to audio  errors');
  const verdicts: string[] = [];
  for (const [name, media, seekToS] of [
    ['sample', sample, 20],
    ['protected', protectedTitle, 60],
  ] as const) {
    for (const engine of ['dash', 'hls'] as const) {
      const runs: Playback[] = [];
      await play({ engine, stream: streamOf(media, engine), listenMs: 100 });
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await play({ engine, stream: streamOf(media, engine), seekToS, listenMs: 100 }));
      const ok = runs.filter((run) => run.error === null);
      const firstMs = median(ok.map((run) => run.firstPlayingMs ?? Number.NaN));
      const seekMs = median(ok.map((run) => run.seekMs ?? Number.NaN));
      out(
        `${name.padEnd(11)} ${engine.padEnd(6)} ${`${firstMs.toFixed(0)} ms`.padStart(14)} ${`${seekMs.toFixed(0)} ms`.padStart(14)}  ${runs.length - ok.length}`,
      );
      verdicts.push(
        `  ${firstMs <= GOAL.firstPlayingMs && seekMs <= GOAL.seekMs && ok.length === runs.length ? 'met    ' : 'NOT met'}  ` +
          `${name} ${engine}: first playing ${firstMs.toFixed(0)} ms (<= ${GOAL.firstPlayingMs}), seek ${seekMs.toFixed(0)} ms (<= ${GOAL.seekMs}), ${runs.length - ok.length} errors`,
      );
    }
  }
  out();
  out('Goals (quality-bar.md):');
  for (const line of verdicts) out(line);
} finally {
  await browser.close();
  await server.stop();
}
