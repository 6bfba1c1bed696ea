// `npm run bench:mainthread`: what a cold load of each page type costs the main thread, in Debian's Chromium against
// the production build, beside a floor: a bare React Router page hydrating the same markup with no app code
// (`mainthread-floor/`). Then how fast the first click on the search box, the catalogue menu and a play button
// answers (input to next paint) at a 4x CPU slowdown.
// A benchmark, not a test: it prints numbers and the machine they were measured on.
//
//   npm run bench:mainthread [-- --runs 5 --markets pl,de]
//
// Every load is cold: a new browser context, so nothing is cached. Loads of a page and of its floor alternate, so a
// change in the machine's load reaches both alike.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { isLocale, type Locale } from '#domain/market/locale';
import { buildFloorClient, FLOOR_PATH, floorPageOf } from './mainthread-floor';
import { type MeasuredPage, measuredPagesOf, type PageType } from './measured-pages';
import { ROOT, startAudiora } from './ssr-servers';

/** The issue's goals (quality-bar.md, storefront speed on a phone). */
const GOAL = { scriptRatio: 1.5, longTaskMs: 50, inpMs: 100 };
const INTERACTION_SLOWDOWN = 4;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };
/** Quiet time after the network settles, for the last hydration work and lazy chunks. */
const SETTLE_MS = 500;

interface Args {
  readonly runs: number;
  readonly markets: readonly Locale[];
}

const parseArgs = (argv: readonly string[]): Args => {
  let runs = 5;
  let markets: Locale[] = ['pl'];
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1] ?? '';
    if (argv[i] === '--runs') runs = Number(value);
    else if (argv[i] === '--markets') {
      const asked = value.split(',');
      const unknown = asked.filter((market) => !isLocale(market));
      if (unknown.length > 0) throw new Error(`--markets: no market ${unknown.join(', ')}`);
      markets = asked.filter(isLocale);
    } else throw new Error(`Unknown argument ${argv[i]}`);
    i += 1;
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive whole number');
  return { runs, markets };
};

/** What the page records about itself from its first moment: long tasks and the timing of input events. */
const OBSERVERS = `(() => {
  const bench = { longTasks: [], events: [] };
  window.__bench = bench;
  const observe = (type, options, keep) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type, buffered: true, ...options });
    } catch {}
  };
  observe('longtask', {}, (e) => bench.longTasks.push({ start: e.startTime, duration: e.duration }));
  const event = (e) => bench.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  observe('first-input', {}, event);
  observe('event', { durationThreshold: 16 }, event);
})();`;

interface PageRecord {
  readonly longTasks: readonly { readonly start: number; readonly duration: number }[];
  readonly events: readonly {
    readonly id: number;
    readonly name: string;
    readonly start: number;
    readonly duration: number;
  }[];
}

interface Load {
  readonly scriptMs: number;
  readonly taskMs: number;
  readonly scripts: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
}

interface Served {
  readonly floorHtml?: string;
  readonly floorScript: string;
}

/**
 * A context that serves the floor under FLOOR_PATH on the server's origin, for the page and its floor alike, so
 * both pay the same interception.
 */
const coldContext = async (browser: Browser, origin: string, served: Served): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.route(`${origin}${FLOOR_PATH}**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === FLOOR_PATH && served.floorHtml !== undefined)
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: served.floorHtml });
    if (path === `${FLOOR_PATH}floor.js`)
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: served.floorScript });
    return route.fulfill({ status: 404, body: 'not part of the floor' });
  });
  await context.addInitScript(OBSERVERS);
  return context;
};

const metric = (metrics: readonly { name: string; value: number }[], name: string) => {
  const found = metrics.find((m) => m.name === name);
  if (!found) throw new Error(`Chromium reported no ${name}`);
  return found.value;
};

const recordOf = (page: Page) => page.evaluate(() => (window as unknown as { __bench: PageRecord }).__bench);

/** One cold load of `url`, unthrottled, until the network has been quiet for a while. */
const coldLoad = async (browser: Browser, origin: string, url: string, served: Served): Promise<Load> => {
  const context = await coldContext(browser, origin, served);
  try {
    const page = await context.newPage();
    let scripts = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts += 1;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    if (served.floorHtml !== undefined) {
      const floor = await page.evaluate(
        () => (window as unknown as { __floor?: { hydratedAt?: number; errors: string[] } }).__floor,
      );
      if (floor?.hydratedAt === undefined || floor.errors.length > 0)
        throw new Error(`The floor of ${url} did not hydrate cleanly: ${floor?.errors.join('; ') ?? 'it never ran'}`);
    }
    const { metrics } = await cdp.send('Performance.getMetrics');
    const record = await recordOf(page);
    return {
      scriptMs: metric(metrics, 'ScriptDuration') * 1000,
      taskMs: metric(metrics, 'TaskDuration') * 1000,
      scripts,
      longTasks: record.longTasks.filter((task) => task.duration > GOAL.longTaskMs).length,
      longestTaskMs: Math.max(0, ...record.longTasks.map((task) => task.duration)),
    };
  } finally {
    await context.close();
  }
};

/** A control whose first click is timed, where the page has one. */
interface Control {
  readonly name: 'search box' | 'catalogue' | 'play';
  readonly selector: string;
  readonly on: readonly PageType[];
  /**
   * Run in the page on every frame after the click: whether the click has done what it is for, noting the moment it
   * first has in `window.__answeredAt`. The play button's effect comes with the player.
   */
  readonly answered?: () => boolean;
}

/** How long a click may take to do what it is for before it counts as unanswered. */
const ANSWER_TIMEOUT_MS = 5_000;

const ALL_PAGES: readonly PageType[] = ['home', 'category', 'search', 'audiobook', 'podcast', 'help'];

type AnswerClock = Window & { __answeredAt?: number };

const CONTROLS: readonly Control[] = [
  {
    name: 'search box',
    selector: '[data-testid="search-box"] input[type="search"]',
    on: ALL_PAGES,
    answered: () => {
      const done = document.activeElement?.matches('[data-testid="search-box"] input[type="search"]') ?? false;
      if (done) (window as AnswerClock).__answeredAt ??= performance.now();
      return done;
    },
  },
  {
    name: 'catalogue',
    selector: 'header button[aria-controls][aria-expanded]',
    on: ALL_PAGES,
    answered: () => {
      const done =
        document.querySelector('header button[aria-controls][aria-expanded]')?.getAttribute('aria-expanded') === 'true';
      if (done) (window as AnswerClock).__answeredAt ??= performance.now();
      return done;
    },
  },
  // A podcast's episodes get their buttons when the player takes podcasts.
  { name: 'play', selector: '[data-sample="available"]', on: ['audiobook'] },
];

interface Interaction {
  /** Input to next paint of the first click, ms; Event Timing reports at 8 ms granularity. */
  readonly inpMs: number;
  /**
   * From the click to the frame in which it had done what it is for, ms; null when it had not within the timeout. A
   * press held until the page is live paints at once (a short input to next paint) but is answered only here.
   */
  readonly answeredMs: number | null;
  /** Long tasks (over 50 ms at this slowdown) that began before the page answered the click. */
  readonly longTasks: number;
  readonly longestTaskMs: number;
}

/**
 * A cold load at 4x CPU slowdown and a click on `control` as soon as the load event fires, the moment a visitor who
 * sees the page taps: its input to next paint, the longest of the interaction's events.
 */
const firstClick = async (
  browser: Browser,
  origin: string,
  url: string,
  control: Control,
  served: Served,
): Promise<Interaction | undefined> => {
  const context = await coldContext(browser, origin, served);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    const box = await page.locator(control.selector).first().boundingBox();
    if (!box) return undefined;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const answered = control.answered
      ? await page
          .waitForFunction(control.answered, undefined, { polling: 'raf', timeout: ANSWER_TIMEOUT_MS })
          .then(() => page.evaluate(() => (window as AnswerClock).__answeredAt ?? null))
          .catch(() => null)
      : null;
    // The next paints, and the observer's report of them.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    await page.waitForTimeout(300);
    const { events, longTasks } = await recordOf(page);
    const first = events.find((event) => event.id > 0);
    if (!first) throw new Error(`No input event was timed for the ${control.name} on ${url}`);
    const inpMs = Math.max(...events.filter((event) => event.id === first.id).map((event) => event.duration));
    const beforeAnswer = longTasks.filter(
      (task) => task.duration > GOAL.longTaskMs && task.start < first.start + inpMs,
    );
    return {
      inpMs,
      answeredMs: control.answered ? (answered === null ? null : answered - first.start) : null,
      longTasks: beforeAnswer.length,
      longestTaskMs: Math.max(0, ...beforeAnswer.map((task) => task.duration)),
    };
  } finally {
    await context.close();
  }
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const medianLoad = (loads: readonly Load[]): Load => ({
  scriptMs: median(loads.map((l) => l.scriptMs)),
  taskMs: median(loads.map((l) => l.taskMs)),
  scripts: median(loads.map((l) => l.scripts)),
  longTasks: median(loads.map((l) => l.longTasks)),
  longestTaskMs: median(loads.map((l) => l.longestTaskMs)),
});

interface ClickSummary {
  readonly inpMs: number;
  /** Median over the clicks that were answered; null for a control whose effect is not checked. */
  readonly answeredMs: number | null;
  readonly answered: number;
  readonly of: number;
}

interface Row {
  readonly page: MeasuredPage;
  readonly app: Load;
  readonly floor: Load;
  readonly clicks: ReadonlyMap<Control['name'], ClickSummary>;
  /** At the clicks' slowdown, over every click's load: long tasks before the page answered, and the longest. */
  readonly slowedLongTasks: { readonly count: number; readonly longestMs: number };
}

const measurePage = async (
  browser: Browser,
  origin: string,
  page: MeasuredPage,
  runs: number,
  floorScript: string,
): Promise<Row> => {
  const url = `${origin}${page.path}`;
  // The floor hydrates the markup the page showed once loaded.
  const shownContext = await coldContext(browser, origin, { floorScript });
  const shownPage = await shownContext.newPage();
  await shownPage.goto(url, { waitUntil: 'networkidle' });
  const floorHtml = floorPageOf(await shownPage.evaluate(() => document.documentElement.outerHTML));
  await shownContext.close();

  const app: Load[] = [];
  const floor: Load[] = [];
  for (let run = 0; run < runs; run += 1) {
    app.push(await coldLoad(browser, origin, url, { floorScript }));
    floor.push(await coldLoad(browser, origin, `${origin}${FLOOR_PATH}`, { floorHtml, floorScript }));
  }
  const clicks = new Map<Control['name'], ClickSummary>();
  const allClicks: Interaction[] = [];
  for (const control of CONTROLS.filter((c) => c.on.includes(page.type))) {
    const timed: Interaction[] = [];
    for (let run = 0; run < runs; run += 1) {
      const click = await firstClick(browser, origin, url, control, { floorScript });
      if (click) timed.push(click);
    }
    allClicks.push(...timed);
    if (timed.length > 0) {
      const answeredIn = timed.flatMap((t) => (t.answeredMs === null ? [] : [t.answeredMs]));
      clicks.set(control.name, {
        inpMs: median(timed.map((t) => t.inpMs)),
        answeredMs: control.answered && answeredIn.length > 0 ? median(answeredIn) : null,
        answered: control.answered ? answeredIn.length : timed.length,
        of: timed.length,
      });
    }
  }
  const slowedLongTasks = {
    count: median(allClicks.map((click) => click.longTasks)),
    longestMs: median(allClicks.map((click) => click.longestTaskMs)),
  };
  return { page, app: medianLoad(app), floor: medianLoad(floor), clicks, slowedLongTasks };
};

const mark = (ok: boolean) => (ok ? ' ' : '!');
const ms = (value: number) => value.toFixed(0);

const printTables = (rows: readonly Row[], runs: number) => {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `Main thread on a cold load, unthrottled, median of ${runs} (floor: bare React Router hydrating the same markup)`,
  );
  out(
    `${'page'.padEnd(13)} ${'script ms'.padStart(9)} ${'floor'.padStart(6)} ${'ratio'.padStart(6)}  ${'tasks ms'.padStart(8)} ${'floor'.padStart(6)}  ${'long>50'.padStart(7)} ${'longest'.padStart(7)}  ${'scripts'.padStart(7)} ${'floor'.padStart(5)}`,
  );
  for (const { page, app, floor } of rows) {
    const ratio = app.scriptMs / floor.scriptMs;
    out(
      `${page.name.padEnd(13)} ${ms(app.scriptMs).padStart(9)} ${ms(floor.scriptMs).padStart(6)} ${`${ratio.toFixed(2)}${mark(ratio <= GOAL.scriptRatio)}`.padStart(6)}  ${ms(app.taskMs).padStart(8)} ${ms(floor.taskMs).padStart(6)}  ${`${app.longTasks}${mark(app.longTasks === 0)}`.padStart(7)} ${ms(app.longestTaskMs).padStart(7)}  ${String(app.scripts).padStart(7)} ${String(floor.scripts).padStart(5)}`,
    );
  }
  out(
    `${'goal'.padEnd(13)} ${''.padStart(9)} ${''.padStart(6)} ${`<=${GOAL.scriptRatio}`.padStart(6)}  ${''.padStart(17)}  ${'0'.padStart(7)}`,
  );
  out('');
  out(
    `First click at the load event, ${INTERACTION_SLOWDOWN}x CPU slowdown, median of ${runs}: input to next paint in ms / from the click until it had done what it is for, in ms (how many did within ${ANSWER_TIMEOUT_MS / 1000} s)`,
  );
  const names = CONTROLS.map((c) => c.name);
  const width = 22;
  out(
    `${'page'.padEnd(13)} ${names.map((name) => name.padStart(width)).join('')}   long>50 before answer (longest ms)`,
  );
  for (const { page, clicks, slowedLongTasks } of rows) {
    const cells = names.map((name) => {
      const click = clicks.get(name);
      if (!click) return '-'.padStart(width);
      const answeredIn =
        click.answeredMs === null ? '-' : `${ms(click.answeredMs)}${mark(click.answeredMs <= GOAL.inpMs)}`;
      return `${ms(click.inpMs)}${mark(click.inpMs <= GOAL.inpMs)} / ${answeredIn} (${click.answered}/${click.of})`.padStart(
        width,
      );
    });
    const tasks = `${slowedLongTasks.count}${mark(slowedLongTasks.count === 0)} (${ms(slowedLongTasks.longestMs)})`;
    out(`${page.name.padEnd(13)} ${cells.join('')}   ${tasks.padStart(7)}`);
  }
  out(`${'goal'.padEnd(13)} ${names.map(() => `<=${GOAL.inpMs} / <=${GOAL.inpMs}`.padStart(width)).join('')}`);
  out('');
  out(
    '"!" marks a miss. Event Timing reports durations in steps of 8 ms; a click with nothing to do shows about 8-16. A press held until the page is live paints at once, so its input to next paint is short; the second figure is when it was answered. The play button\'s effect is not checked. Long tasks: median over every click\'s load.',
  );
};

const main = async () => {
  const args = parseArgs(process.argv.slice(2));
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const cpuList = cpus();
  out(`Machine: ${cpuList.length} x ${cpuList[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  out(
    `Load average before the runs: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );

  const floorDir = mkdtempSync(join(tmpdir(), 'audiora-bench-floor-client-'));
  const server = await startAudiora({ root: ROOT, workers: 1, pageCache: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  out(`Chromium ${browser.version()}, viewport ${VIEWPORT.width}x${VIEWPORT.height}`);
  out('');
  const rows: Row[] = [];
  try {
    const floorScript = await buildFloorClient(floorDir);
    const pages: MeasuredPage[] = [];
    for (const market of args.markets) pages.push(...(await measuredPagesOf(server.origin, market)));
    for (const page of pages) {
      rows.push(await measurePage(browser, server.origin, page, args.runs, floorScript));
      process.stderr.write(`measured ${page.name} (${page.path})\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(floorDir, { recursive: true, force: true });
  }
  printTables(rows, args.runs);
};

await main();
