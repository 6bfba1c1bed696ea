// Measures the JavaScript a storefront page loads before it is interactive, from a client build.
//
// The page's JavaScript is React Router's route manifest, the client entry and the modules of every route from the root
// down to the measured one, with everything they import statically. With lazy route discovery (React Router's default)
// the browser never loads the manifest module: the server inlines the part for the page's routes, which is what is
// counted then. App code is whatever the source maps trace to a file outside node_modules; its gzip share of each chunk
// is proportional to the characters it produced there.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
export const KIB = 1024;

/** The page budgets of bundle-budget.json: `{ route, totalGzipKiB, appGzipKiB }` for each budgeted page. */
export const readBudgets = (file = join(ROOT, 'bundle-budget.json')) =>
  Object.entries(JSON.parse(readFileSync(file, 'utf8')).pages).map(([route, limits]) => ({ route, ...limits }));

// What a production client build reads; node_modules is linked, not copied.
const BUILD_INPUTS = [
  'contract',
  'domain',
  'application',
  'infrastructure',
  'ui',
  'public',
  'package.json',
  'tsconfig.json',
];
const BUILD_CONFIGS = ['vite.config.ts', 'scripts/compile-ahead.ts', 'react-router.config.ts'];

/** Builds the storefront in a scratch copy of the sources with hidden source maps; returns its client directory. */
export const scratchBuild = (root = ROOT, log = (line) => process.stderr.write(line)) => {
  const scratch = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  try {
    for (const name of [...BUILD_INPUTS, ...BUILD_CONFIGS]) {
      if (existsSync(join(root, name))) cpSync(join(root, name), join(scratch, name), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    log(`Building the client with source maps in ${scratch} ...\n`);
    execFileSync(
      join(root, 'node_modules', '.bin', 'react-router'),
      ['build', '--sourcemapClient', 'hidden', '--logLevel', 'error'],
      // A test runner's NODE_ENV=test would make this a development build (React's warnings and all).
      { cwd: scratch, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
    );
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  return {
    clientDir: join(scratch, 'build', 'client'),
    cleanup: () => rmSync(scratch, { recursive: true, force: true }),
  };
};

/** React Router's browser manifest (`window.__reactRouterManifest = {...}`), the newest if several builds left one. */
export const readManifest = (clientDir) => {
  const assets = join(clientDir, 'assets');
  const candidates = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .sort((a, b) => statSync(join(assets, b)).mtimeMs - statSync(join(assets, a)).mtimeMs);
  if (candidates.length === 0) throw new Error(`No React Router manifest in ${assets}: is this a client build?`);
  const text = readFileSync(join(assets, candidates[0]), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { file: `/assets/${candidates[0]}`, manifest: JSON.parse(json) };
};

/**
 * How the browser learns the routes, read from the server build beside the client one: `lazy` (the server inlines the
 * page's part of the manifest) or `initial` (the whole manifest module). Without a server build, `initial`, the larger.
 */
export const routeDiscoveryMode = (clientDir) => {
  const server = join(clientDir, '..', 'server', 'index.js');
  if (!existsSync(server)) return 'initial';
  const declared = /routeDiscovery\s*=\s*\{\s*"mode"\s*:\s*"(\w+)"/.exec(readFileSync(server, 'utf8'));
  return declared?.[1] === 'lazy' ? 'lazy' : 'initial';
};

/** The route id a budget names: an exact id, `routes/<name>`, or the first `<market>:<name>` (the first market's). */
export const findRoute = (routes, wanted) => {
  if (routes[wanted]) return wanted;
  const ids = Object.keys(routes);
  const match = ids.find((id) => id === `routes/${wanted}` || id.endsWith(`:${wanted}`) || id.endsWith(`/${wanted}`));
  if (!match) throw new Error(`No route "${wanted}"; routes: ${ids.slice(0, 20).join(', ')}...`);
  return match;
};

// Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`; never `import("./a.js")`.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/** The routes from the root down to `routeId`. */
const routeChain = (manifest, routeId) => {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) chain.unshift(manifest.routes[id]);
  return chain;
};

/**
 * The part of the manifest React Router inlines into a page under lazy discovery: the matched routes and those
 * matching the path's ancestors, of which `/` (the root's index) is the one every page has.
 */
export const inlineManifest = (manifest, routeId) => {
  const routes = {};
  for (const route of routeChain(manifest, routeId)) routes[route.id] = route;
  for (const route of Object.values(manifest.routes)) {
    if (route.index && route.parentId && manifest.routes[route.parentId]?.parentId === undefined)
      routes[route.id] = route;
  }
  return `window.__reactRouterManifest = ${JSON.stringify({ ...manifest, routes })};`;
};

/** The page's JavaScript files (`/assets/...` paths): the seeds named by the manifest and their static imports. */
export const criticalFiles = (clientDir, { file, manifest }, routeId, discovery) => {
  const chain = routeChain(manifest, routeId);
  const seeds = [manifest.entry.module, ...manifest.entry.imports];
  if (discovery !== 'lazy') seeds.unshift(file);
  for (const route of chain) seeds.push(route.module, ...(route.imports ?? []));
  const seen = new Set();
  const queue = [...seeds];
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(clientDir, path), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = match[1];
      if (target.startsWith('.')) queue.push(posix.join(posix.dirname(path), target));
      else if (target.startsWith('/')) queue.push(target);
    }
  }
  return { chain: chain.map((route) => route.id), files: [...seen] };
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment's base64 VLQ fields. */
export const decodeSegment = (segment) => {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
};

/** Characters of a chunk that its source map traces to app code, and in all (unmapped glue counts as app). */
export const appCharacters = (code, map) => {
  const lines = code.split('\n');
  const isApp = map.sources.map((source) => !/(^|[/\\])node_modules[/\\]/.test(source));
  let sourceIndex = 0;
  let app = 0;
  const mappedLines = map.mappings.split(';');
  // Lines past the last mapped one (a bundler's trailing glue) have no segments and so count as app code.
  lines.forEach((code, lineIndex) => {
    const length = code.length;
    let column = 0;
    let previousStart = 0;
    let previousApp = true;
    for (const segment of (mappedLines[lineIndex] ?? '').split(',').filter(Boolean)) {
      const fields = decodeSegment(segment);
      column += fields[0];
      if (previousApp) app += column - previousStart;
      previousStart = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        previousApp = isApp[sourceIndex] ?? true;
      } else previousApp = true;
    }
    if (previousApp) app += length - previousStart;
  });
  return { app, total: code.length };
};

const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

/** One file's raw and gzip size and its app share; a file without a map counts as app code, to err on the safe side. */
export const measureFile = (clientDir, path) => {
  const full = join(clientDir, path);
  const code = readFileSync(full, 'utf8');
  const gzip = gzipSize(code);
  const raw = Buffer.byteLength(code);
  const mapFile = `${full}.map`;
  if (!existsSync(mapFile)) return { path, raw, gzip, appGzip: gzip, mapped: false };
  const { app, total } = appCharacters(code, JSON.parse(readFileSync(mapFile, 'utf8')));
  return { path, raw, gzip, appGzip: total === 0 ? 0 : (gzip * app) / total, mapped: true };
};

/** Everything about one page: its route chain, a row per file (largest first), the totals in bytes. */
export const measurePage = (clientDir, route) => {
  const manifest = readManifest(clientDir);
  const discovery = routeDiscoveryMode(clientDir);
  const routeId = findRoute(manifest.manifest.routes, route);
  const { chain, files } = criticalFiles(clientDir, manifest, routeId, discovery);
  const rows = files.map((path) => measureFile(clientDir, path));
  if (discovery === 'lazy') {
    const inline = inlineManifest(manifest.manifest, routeId);
    const gzip = gzipSize(inline);
    rows.push({
      path: '(manifest inlined in the page)',
      raw: Buffer.byteLength(inline),
      gzip,
      appGzip: gzip,
      mapped: false,
    });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  return {
    route,
    chain,
    discovery,
    rows,
    totalGzip: rows.reduce((sum, row) => sum + row.gzip, 0),
    appGzip: rows.reduce((sum, row) => sum + row.appGzip, 0),
    traced: rows.some((row) => row.mapped),
  };
};

/** What a page exceeds of its budget, as sentences; empty when within it. */
export const overBudget = (page, { totalGzipKiB, appGzipKiB }) => {
  const failures = [];
  const kib = (bytes) => (bytes / KIB).toFixed(1);
  if (page.totalGzip > totalGzipKiB * KIB) failures.push(`total ${kib(page.totalGzip)} KiB > ${totalGzipKiB} KiB`);
  if (!page.traced) failures.push('no source maps, so the app share is unknown: build with --sourcemapClient hidden');
  else if (page.appGzip > appGzipKiB * KIB) failures.push(`app code ${kib(page.appGzip)} KiB > ${appGzipKiB} KiB`);
  return failures;
};
