// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) against the production build, the
// median of three runs on the home, a category, the search, an audiobook, a podcast and the help centre of two
// markets, next to the quality bar's goals.
// A benchmark, not a test: it prints numbers and the machine they were measured on.
//
// The CPU slowdown is calibrated first from the host's benchmarkIndex (the median of five calibration runs' readings),
// so the numbers mean the same phone on every machine (cpu-slowdown.mjs).
//
//   npm run bench:lighthouse [-- --runs 3 --markets pl,de]
//
// Builds when the build is stale, serves it on a free loopback port with a fresh data directory, and drives Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './bundle-size-measure.mjs';
import { cpuSlowdownFor, REFERENCE_INDEX, REFERENCE_SLOWDOWN } from './cpu-slowdown.mjs';
import { measuredPagesOf } from './measured-pages.ts';

/** quality-bar.md, storefront speed. */
const GOAL = { score: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Calibration runs before the measured ones; the median of their benchmarkIndex sets the CPU slowdown. */
const CALIBRATION_RUNS = 5;

const parseArgs = (argv) => {
  const args = { runs: 3, markets: ['pl', 'de'] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') args.runs = Number(argv[++i]);
    else if (argv[i] === '--markets') args.markets = argv[++i].split(',');
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs needs a positive whole number');
  return args;
};

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });

const waitUntilUp = async (url, server, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
};

/** Starts the built server on a free port with its own empty database (seeded with the demo catalogue). */
const startServer = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'audiora-lighthouse-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(ROOT, 'build', 'node', 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/pl/v2/`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
};

/** One Lighthouse report of `url`; a run whose browser failed to start or crashed is tried once more. */
const report = (url, output, flags, retried = false) => {
  try {
    runLighthouse(url, output, flags);
  } catch (error) {
    if (retried) throw error;
    process.stderr.write(
      `Lighthouse failed on ${url}, trying once more: ${String(error.stderr ?? error).slice(-300)}\n`,
    );
    return report(url, output, flags, true);
  }
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
};

/**
 * The host's benchmarkIndex as Lighthouse reads it before every run (its `computeBenchmarkIndex`, in the same
 * Chromium with the same flags): a calibration run that gathers one cheap audit besides.
 */
const benchmarkIndex = (url, outputDir, reading) =>
  report(url, join(outputDir, `calibration-${reading}.json`), ['--only-audits=viewport']).environment.benchmarkIndex;

/** One measured run's performance numbers at the calibrated CPU slowdown. */
const lighthouse = (url, outputDir, run, cpuSlowdown) => {
  const lhr = report(url, join(outputDir, `run-${run}.json`), [
    '--only-categories=performance',
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
  ]);
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) {
    throw new Error(`Lighthouse ran ${url} with a CPU slowdown other than ${cpuSlowdown}x`);
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};

const runLighthouse = (url, output, flags) =>
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'lighthouse'),
    [url, '--output=json', `--output-path=${output}`, '--quiet', ...flags, `--chrome-flags=${CHROME_FLAGS.join(' ')}`],
    {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const medianOf = (runs) => ({
  score: median(runs.map((r) => r.score)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
});

const meets = (m) => ({
  score: m.score >= GOAL.score,
  lcpMs: m.lcpMs <= GOAL.lcpMs,
  tbtMs: m.tbtMs <= GOAL.tbtMs,
  cls: m.cls <= GOAL.cls,
});

const cell = (text, ok, width) => `${text}${ok ? ' ' : '!'}`.padStart(width);

const chromiumVersion = () => {
  try {
    // Debian's launcher script prints a shell warning of its own on stderr; only the version line matters.
    return execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
};

const main = async () => {
  const args = parseArgs(process.argv.slice(2));
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const out = (line) => process.stdout.write(`${line}\n`);
  const cpuList = cpus();
  out(
    `Machine: ${cpuList.length} x ${cpuList[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${chromiumVersion()}`,
  );
  out(
    `Load average before the runs: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} (CPU-bound metrics suffer on a busy machine)`,
  );

  const server = await startServer();
  const reports = mkdtempSync(join(tmpdir(), 'audiora-lighthouse-reports-'));
  const rows = [];
  const runIndexes = [];
  try {
    // Every page is known before the first run, so a market without data fails fast.
    const pages = [];
    for (const locale of args.markets) pages.push(...(await measuredPagesOf(server.origin, locale)));
    const calibrationUrl = `${server.origin}${pages[0].path}`;
    const readings = [];
    for (let reading = 0; reading < CALIBRATION_RUNS; reading += 1) {
      readings.push(benchmarkIndex(calibrationUrl, reports, reading));
    }
    const hostIndex = median(readings);
    const cpuSlowdown = cpuSlowdownFor(hostIndex);
    out(
      `Host benchmarkIndex ${hostIndex.toFixed(0)} (median of ${readings.map((index) => index.toFixed(0)).join(', ')}) -> CPU slowdown ${cpuSlowdown}x (${REFERENCE_SLOWDOWN}x at ${REFERENCE_INDEX}, proportionally less on slower hosts, never below 1x)`,
    );
    out(
      `Lighthouse 12, mobile preset, simulated throttling with a ${cpuSlowdown}x CPU slowdown, median of ${args.runs} per page, production build on 127.0.0.1`,
    );
    out('');
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < args.runs; run += 1) {
        runs.push(lighthouse(`${server.origin}${page.path}`, reports, run, cpuSlowdown));
      }
      runIndexes.push(...runs.map((r) => r.benchmarkIndex));
      const result = medianOf(runs);
      rows.push({ ...page, result, ok: meets(result) });
      process.stderr.write(`measured ${page.name} (${page.path})\n`);
    }
  } finally {
    rmSync(reports, { recursive: true, force: true });
    await server.stop();
  }

  out(
    `${'page'.padEnd(14)} ${'score'.padStart(6)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(7)}  path`,
  );
  for (const { name, path, result: r, ok } of rows) {
    out(
      `${name.padEnd(14)} ${cell(String(r.score), ok.score, 6)} ${cell(r.lcpMs.toFixed(0), ok.lcpMs, 8)} ${cell(r.tbtMs.toFixed(0), ok.tbtMs, 8)} ${cell(r.cls.toFixed(3), ok.cls, 7)}  ${path}`,
    );
  }
  out(
    `${'goal'.padEnd(14)} ${`>=${GOAL.score}`.padStart(6)} ${`<=${GOAL.lcpMs}`.padStart(8)} ${`<=${GOAL.tbtMs}`.padStart(8)} ${`<=${GOAL.cls}`.padStart(7)}`,
  );
  const passing = rows.filter(({ ok }) => Object.values(ok).every(Boolean)).length;
  out('');
  out(`${passing} of ${rows.length} pages meet every goal ("!" marks a miss).`);
  // Lighthouse reads the index in every run too; one far from the calibration means the host's load changed.
  out(
    `benchmarkIndex Lighthouse reported during the runs: median ${median(runIndexes).toFixed(0)} (${Math.min(...runIndexes).toFixed(0)}-${Math.max(...runIndexes).toFixed(0)})`,
  );
};

await main();
