// `npm run bench:ssr`: server rendering under load, against the production build. For the shell, home, category and
// audiobook pages: time to first byte at one connection, and pages a second with p50/p99 latency at 1, 10 and 50
// connections; for the category and audiobook pages, time to first byte at 10 connections. First with every page
// rendered (PAGE_CACHE=off), then with the page cache; meanwhile the p99 of a static asset and an API call while 50
// connections saturate the home page; and the floor, a bare React Router page rendering the same HTML with as many
// processes, measured in the same run. Not a test: it prints numbers, the machine and verdicts against quality-bar.md.
//
//   BENCH_DURATION=10 WORKERS=<cores> npm run bench:ssr
//
// Servers run in child processes, one at a time, and autocannon runs here; on a small machine this load generator
// still shares the CPU with the server, so the numbers understate what a server with the machine to itself serves.
// Requests carry a browser's user agent and no Accept-Encoding, so neither side spends time compressing.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { type FirstBytes, load, loadApart, type LoadResult, ttfbP50, ttfbUnderLoad } from './ssr-measure';
import { ROOT, type RunningServer, snapshotBuild, startAudiora, startFloor } from './ssr-servers';
import { discoverTargets, type SsrPage, type SsrTargets } from './ssr-targets';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WORKERS = Number(process.env.WORKERS ?? availableParallelism());
const WARM_UP_S = 2;
const TTFB_REQUESTS = 200;
const CONNECTIONS = [1, 10, 50] as const;
const SATURATING = 50;
const PROBE_CONNECTIONS = 2;
/** quality-bar.md, "SSR under load (2 cores)"; the catalogue pages' first byte at 10 connections (issue: catalogue pages). */
const GOAL = { cachedHomePerS: 300, cachedHomeP99Ms: 250, shareOfFloor: 0.5, probeP99Ms: 50, busyTtfbP50Ms: 30 };
/** The pages whose first byte is timed while 10 connections load them. */
const BUSY_TTFB_PAGES: readonly SsrPage['name'][] = ['category', 'audiobook'];
const BUSY_CONNECTIONS = 10;
/** The load whose CPU per page compares our render with the floor's: enough to keep every process busy, no 503s. */
const CPU_CONNECTIONS = 10;

type Mode = 'uncached' | 'cached';

interface PageRun extends PageLoads {
  readonly page: SsrPage;
  readonly ttfbMs: number;
}

interface ModeRun {
  readonly pages: readonly PageRun[];
  /** Time to first byte at BUSY_CONNECTIONS, by page. */
  readonly busyTtfb: ReadonlyMap<SsrPage['name'], FirstBytes>;
  readonly home: PageRun;
  readonly saturated: { readonly home: LoadResult; readonly asset: LoadResult; readonly api: LoadResult };
  readonly errors: number;
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const num = (value: number, digits = 0) => value.toFixed(digits);
const verdict = (met: boolean, text: string) => out(`  ${met ? 'met    ' : 'NOT met'}  ${text}`);

const errors = (m: LoadResult) => `${m.errors} errors${m.errorKinds ? ` (${m.errorKinds})` : ''}`;

/** A latency, or a dash when no request was answered within the run, whose latencies are then unknown. */
const latency = (m: LoadResult, ms: number) => (m.ok > 0 ? num(ms) : '-');

const LOAD_HEADER = 'page       TTFB p50   conns   pages/s  p50 ms  p99 ms    503s  errors  CPU ms/page';
const loadRow = (label: string, ttfb: string, connections: number, m: LoadResult, cpuMsPerPage: number | undefined) =>
  `${label.padEnd(10)} ${ttfb.padStart(9)} ${String(connections).padStart(6)} ${num(m.okPerS, 1).padStart(9)} ` +
  `${latency(m, m.p50Ms).padStart(7)} ${latency(m, m.p99Ms).padStart(7)} ${String(m.shed).padStart(7)} ` +
  `${String(m.errors).padStart(7)} ${(cpuMsPerPage === undefined ? '-' : num(cpuMsPerPage, 2)).padStart(12)}` +
  `${m.errorKinds ? `  (${m.errorKinds})` : ''}`;

/** A load at each connection count, with what the server spent on it. */
interface PageLoads {
  readonly loads: ReadonlyMap<number, LoadResult>;
  /**
   * The server's CPU time (every process) per page it answered, ms: steadier than pages a second when the load
   * generator shares the machine's cores. Answers refused with 503 are counted in the time, not in the pages.
   */
  readonly cpuMsPerPage: ReadonlyMap<number, number>;
}

/** One run at each connection count, each printed as a row; the label and TTFB go on the first. */
const loadsAt = async (server: RunningServer, url: string, label: string, ttfb: string): Promise<PageLoads> => {
  const loads = new Map<number, LoadResult>();
  const cpuMsPerPage = new Map<number, number>();
  for (const connections of CONNECTIONS) {
    const before = server.cpuMs();
    const m = await load(url, connections, DURATION_S);
    const after = server.cpuMs();
    loads.set(connections, m);
    const perPage = before !== undefined && after !== undefined && m.ok > 0 ? (after - before) / m.ok : undefined;
    if (perPage !== undefined) cpuMsPerPage.set(connections, perPage);
    const first = loads.size === 1;
    out(loadRow(first ? label : '', first ? ttfb : '', connections, m, perPage));
  }
  return { loads, cpuMsPerPage };
};

/** Warm-up first (JIT, statement caches, and the cache when there is one), then one connection, then load. */
const measurePage = async (server: RunningServer, page: SsrPage): Promise<PageRun> => {
  const url = `${server.origin}${page.path}`;
  await load(url, 10, WARM_UP_S);
  const ttfbMs = await ttfbP50(url, TTFB_REQUESTS);
  return { page, ttfbMs, ...(await loadsAt(server, url, page.name, `${num(ttfbMs, 1)} ms`)) };
};

/** Static files and the API while pages saturate the server: neither may wait behind rendering. Each probe runs in a
 * process of its own, as a visitor would be a client of their own. */
const measureSaturated = async (server: RunningServer, targets: SsrTargets) => {
  const [home, asset, api] = await Promise.all([
    load(`${server.origin}${targets.home.path}`, SATURATING, DURATION_S),
    loadApart(`${server.origin}${targets.assetPath}`, PROBE_CONNECTIONS, DURATION_S),
    loadApart(`${server.origin}${targets.apiPath}`, PROBE_CONNECTIONS, DURATION_S),
  ]);
  const probe = (m: LoadResult) =>
    m.ok > 0
      ? `p99 ${num(m.p99Ms)} ms, p50 ${num(m.p50Ms)} ms, ${num(m.okPerS)}/s, ${m.shed} 503s, ${errors(m)}`
      : `no answer within the ${DURATION_S} s run, ${m.shed} 503s, ${errors(m)}`;
  out(`while ${SATURATING} connections load the home page (${num(home.okPerS, 1)} pages/s, ${home.shed} 503s):`);
  out(`  static asset (${PROBE_CONNECTIONS} connections): ${probe(asset)}`);
  out(`  API call     (${PROBE_CONNECTIONS} connections): ${probe(api)}`);
  return { home, asset, api };
};

const measureAudiora = async (root: string, mode: Mode): Promise<{ run: ModeRun; targets: SsrTargets }> => {
  const server = await startAudiora({ root, workers: WORKERS, pageCache: mode === 'cached' });
  try {
    const targets = await discoverTargets(server.origin);
    if (mode === 'uncached')
      out(
        `Pages: ${targets.pages.map((p) => `${p.name} ${p.path}`).join(', ')}; ` +
          `asset ${targets.assetPath}; API ${targets.apiPath}\n`,
      );
    out(mode === 'uncached' ? 'Uncached: every page rendered (PAGE_CACHE=off)' : 'Cached: the default server');
    out(LOAD_HEADER);
    const pages: PageRun[] = [];
    for (const page of targets.pages) pages.push(await measurePage(server, page));
    const busyTtfb = new Map<SsrPage['name'], FirstBytes>();
    for (const page of targets.pages.filter((p) => BUSY_TTFB_PAGES.includes(p.name))) {
      const m = await ttfbUnderLoad(`${server.origin}${page.path}`, BUSY_CONNECTIONS, DURATION_S);
      busyTtfb.set(page.name, m);
      out(
        `${page.name} at ${BUSY_CONNECTIONS} connections: TTFB p50 ${num(m.p50Ms, 1)} ms, p99 ${num(m.p99Ms, 1)} ms ` +
          `(${m.requests} pages)`,
      );
    }
    const saturated = await measureSaturated(server, targets);
    const allLoads = [...pages.flatMap((p) => [...p.loads.values()]), saturated.home, saturated.asset, saturated.api];
    out(
      `serving processes: ${server.servingProcesses() ?? 'unknown'}; lines logged at warn or above: ${server.loggedLines()}`,
    );
    out();
    const home = pages.find((p) => p.page === targets.home);
    if (!home) throw new Error('The home page was not measured');
    return {
      run: { pages, busyTtfb, home, saturated, errors: allLoads.reduce((sum, m) => sum + m.errors, 0) },
      targets,
    };
  } finally {
    await server.stop();
  }
};

const measureFloor = async (targets: SsrTargets) => {
  const floor = await startFloor({ workers: WORKERS, html: targets.homeHtml });
  try {
    const url = `${floor.origin}${targets.home.path}`;
    await load(url, 10, WARM_UP_S);
    out(`Floor: a bare React Router page rendering the home page's HTML, ${floor.servingProcesses() ?? '?'} processes`);
    out(LOAD_HEADER);
    const measured = await loadsAt(floor, url, 'floor', '');
    out();
    return measured;
  } finally {
    await floor.stop();
  }
};

const printGoals = (uncached: ModeRun, cached: ModeRun, floor: PageLoads) => {
  out('Goals (quality-bar.md):');
  for (const { page, ttfbMs } of uncached.pages)
    verdict(
      ttfbMs <= page.ttfbGoalMs,
      `${page.name} TTFB p50, uncached: ${num(ttfbMs, 1)} ms (<= ${page.ttfbGoalMs} ms)`,
    );

  for (const name of BUSY_TTFB_PAGES) {
    const [cold, warm] = [uncached.busyTtfb.get(name), cached.busyTtfb.get(name)];
    if (!cold || !warm) continue;
    verdict(
      warm.p50Ms <= GOAL.busyTtfbP50Ms,
      `${name} TTFB p50 at ${BUSY_CONNECTIONS} connections: ${num(warm.p50Ms, 1)} ms cached, ` +
        `${num(cold.p50Ms, 1)} ms uncached (<= ${GOAL.busyTtfbP50Ms} ms as visitors get it, from the cache)`,
    );
  }

  const cachedHome = cached.home.loads.get(SATURATING);
  if (cachedHome)
    verdict(
      cachedHome.ok > 0 && cachedHome.okPerS >= GOAL.cachedHomePerS && cachedHome.p99Ms <= GOAL.cachedHomeP99Ms,
      `cached home at ${SATURATING} connections: ${num(cachedHome.okPerS)} pages/s (>= ${GOAL.cachedHomePerS}), ` +
        `p99 ${latency(cachedHome, cachedHome.p99Ms)} ms (<= ${GOAL.cachedHomeP99Ms} ms)`,
    );

  const shares = CONNECTIONS.map((connections) => {
    const ours = uncached.home.loads.get(connections)?.okPerS ?? 0;
    const bare = floor.loads.get(connections)?.okPerS ?? 0;
    return { connections, share: bare > 0 ? ours / bare : 0 };
  });
  verdict(
    shares.every((s) => s.share >= GOAL.shareOfFloor),
    `uncached home as a share of the floor at ${CONNECTIONS.join('/')} connections: ` +
      `${shares.map((s) => `${num(s.share * 100)}%`).join(' / ')} (>= ${GOAL.shareOfFloor * 100}% each)`,
  );
  // The same share by the CPU each page costs, which the load generator's share of the cores does not move.
  const [ours, bare] = [uncached.home.cpuMsPerPage.get(CPU_CONNECTIONS), floor.cpuMsPerPage.get(CPU_CONNECTIONS)];
  if (ours !== undefined && bare !== undefined)
    out(
      `  (info)   CPU per page at ${CPU_CONNECTIONS} connections: uncached home ${num(ours, 2)} ms, floor ` +
        `${num(bare, 2)} ms: a share of ${num((bare / ours) * 100)}%`,
    );

  verdict(
    uncached.errors + cached.errors === 0,
    `errors other than intended 503s: ${uncached.errors} uncached, ${cached.errors} cached (none)`,
  );
  const fastEnough = (m: LoadResult) => m.ok > 0 && m.p99Ms < GOAL.probeP99Ms;
  const p99 = (m: LoadResult) => (m.ok > 0 ? `${num(m.p99Ms)} ms` : 'no answer');
  for (const [probe, name] of [
    ['asset', 'static asset'],
    ['api', 'API call'],
  ] as const) {
    const [cold, warm] = [uncached.saturated[probe], cached.saturated[probe]];
    verdict(
      fastEnough(cold) && fastEnough(warm),
      `${name} p99 while pages are saturated: ${p99(cold)} uncached, ${p99(warm)} cached (< ${GOAL.probeP99Ms} ms)`,
    );
  }
};

execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const cpuList = cpus();
out(
  `bench:ssr on ${cpuList.length} x ${cpuList[0]?.model ?? 'unknown CPU'}, Node ${process.version}, production build, ` +
    `WORKERS=${WORKERS}, ${DURATION_S} s a run, TTFB over ${TTFB_REQUESTS} requests; ` +
    `load generator on the same machine`,
);
out(
  `Load average before the runs: ${loadavg()
    .map((l) => num(l, 2))
    .join(', ')}`,
);
const build = snapshotBuild();
try {
  const uncached = await measureAudiora(build, 'uncached');
  const floor = await measureFloor(uncached.targets);
  const cached = await measureAudiora(build, 'cached');
  printGoals(uncached.run, cached.run, floor);
} finally {
  rmSync(build, { recursive: true, force: true });
}
