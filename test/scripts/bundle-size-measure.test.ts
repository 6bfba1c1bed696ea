import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appCharacters,
  decodeSegment,
  findRoute,
  measurePage,
  overBudget,
  type PageSize,
  readBudgets,
} from '../../scripts/bench/bundle-size-measure.mjs';

const gzip = (code: string) => gzipSync(code, { level: 9 }).length;

// A library's five characters, then the app's: the map's second segment switches sources at column 5.
const MAPPED_CODE = 'lib()app();app();';
const MAP = { version: 3, sources: ['../../node_modules/lib/index.js', '../../ui/app.ts'], mappings: 'AAAA,KCAA' };

const MANIFEST = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'] },
    'routes/redirect': { id: 'routes/redirect', parentId: 'root', index: true, module: '/assets/redirect.js' },
    'market:pl': { id: 'market:pl', parentId: 'root', path: 'pl', module: '/assets/layout.js' },
    'pl:home': { id: 'pl:home', parentId: 'market:pl', index: true, module: '/assets/home.js' },
    'pl:cart': { id: 'pl:cart', parentId: 'market:pl', path: 'koszyk', module: '/assets/cart.js' },
  },
  url: '/assets/manifest-1.js',
  version: '1',
};

const FILES: Record<string, string> = {
  'entry.js': 'import{r}from"./react.js";const services=()=>import("./container.js");r(services);',
  'react.js': 'export const r=(f)=>f;',
  'container.js': 'export const container={};'.repeat(50),
  'root.js': 'import"./react.js";import{t}from"./shared.js";export default t;',
  'shared.js': MAPPED_CODE,
  'layout.js': 'export*from"./shared.js";',
  'home.js': 'export default 1;',
  'cart.js': 'export default 2;'.repeat(40),
  'redirect.js': '',
  'manifest-1.js': `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
};

/** A client build in miniature, with or without the server build that says how routes are discovered. */
const writeBuild = (root: string, serverBundle: string | null) => {
  const assets = join(root, 'client', 'assets');
  mkdirSync(assets, { recursive: true });
  for (const [name, code] of Object.entries(FILES)) writeFileSync(join(assets, name), code);
  writeFileSync(join(assets, 'shared.js.map'), JSON.stringify(MAP));
  if (serverBundle !== null) {
    mkdirSync(join(root, 'server'));
    writeFileSync(join(root, 'server', 'index.js'), serverBundle);
  }
  return join(root, 'client');
};

const LAZY_SERVER = 'var routeDiscovery = {\n\t"mode": "lazy",\n\t"manifestPath": "/__manifest"\n};';
const PAGE_FILES = ['entry.js', 'react.js', 'root.js', 'shared.js', 'layout.js', 'home.js'];

describe('bundle size of a page', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bundle-size-fixture-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('counts the entry, the route chain and their static imports, never dynamic imports or other routes', () => {
    const page = measurePage(writeBuild(root, LAZY_SERVER), 'home');

    expect(page.chain).toEqual(['root', 'market:pl', 'pl:home']);
    expect(page.discovery).toBe('lazy');
    const files = page.rows.map((row) => row.path).filter((path) => path.startsWith('/assets/'));
    expect(files.sort()).toEqual(PAGE_FILES.map((name) => `/assets/${name}`).sort());
  });

  it('under lazy discovery counts the inlined part of the manifest instead of the manifest module', () => {
    const page = measurePage(writeBuild(root, LAZY_SERVER), 'home');
    const inline = page.rows.find((row) => !row.path.startsWith('/assets/'));

    expect(inline).toBeDefined();
    expect(page.rows.some((row) => row.path.includes('manifest-'))).toBe(false);
    expect(page.totalGzip).toBe(PAGE_FILES.reduce((sum, name) => sum + gzip(FILES[name] ?? ''), inline?.gzip ?? 0));
  });

  it('counts the whole manifest module when no server build says discovery is lazy', () => {
    const page = measurePage(writeBuild(root, null), 'pl:home');

    expect(page.discovery).toBe('initial');
    const names = [...PAGE_FILES, 'manifest-1.js'];
    expect(page.rows.map((row) => row.path).sort()).toEqual(names.map((name) => `/assets/${name}`).sort());
    expect(page.totalGzip).toBe(names.reduce((sum, name) => sum + gzip(FILES[name] ?? ''), 0));
  });

  it('gives app code its mapped share of a chunk and counts chunks without a map as app code', () => {
    const page = measurePage(writeBuild(root, LAZY_SERVER), 'home');
    const shared = page.rows.find((row) => row.path === '/assets/shared.js');
    const unmapped = page.rows.filter((row) => !row.mapped);

    expect(page.traced).toBe(true);
    expect(shared?.appGzip).toBeCloseTo((gzip(MAPPED_CODE) * (MAPPED_CODE.length - 5)) / MAPPED_CODE.length, 6);
    expect(unmapped.every((row) => row.appGzip === row.gzip)).toBe(true);
    expect(page.appGzip).toBeCloseTo(
      unmapped.reduce((sum, row) => sum + row.gzip, shared?.appGzip ?? 0),
      6,
    );
  });
});

describe('source maps', () => {
  it('decodes base64 VLQ fields, negative and multi-digit ones included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('KCAA')).toEqual([5, 1, 0, 0]);
    expect(decodeSegment('D')).toEqual([-1]);
    expect(decodeSegment('2H')).toEqual([123]);
  });

  it('attributes each stretch of a line to the source of the segment that starts it', () => {
    expect(appCharacters(MAPPED_CODE, MAP)).toEqual({ app: MAPPED_CODE.length - 5, total: MAPPED_CODE.length });
    const allLibrary = { sources: ['node_modules/lib/index.js'], mappings: 'AAAA' };
    expect(appCharacters('abc\ndef', allLibrary)).toEqual({ app: 3, total: 7 });
  });
});

describe('routes and budgets', () => {
  const routes = MANIFEST.routes;

  it('finds a route by exact id, by page name in the first market, and refuses an unknown one', () => {
    expect(findRoute(routes, 'pl:cart')).toBe('pl:cart');
    expect(findRoute(routes, 'home')).toBe('pl:home');
    expect(() => findRoute(routes, 'checkout')).toThrow('No route "checkout"');
  });

  const page = (totalKiB: number, appKiB: number, traced = true): PageSize => ({
    route: 'home',
    chain: [],
    discovery: 'lazy',
    rows: [],
    totalGzip: totalKiB * 1024,
    appGzip: appKiB * 1024,
    traced,
  });

  it('reports what a page exceeds and nothing when it fits', () => {
    const budget = { totalGzipKiB: 140, appGzipKiB: 20 };
    expect(overBudget(page(140, 20), budget)).toEqual([]);
    expect(overBudget(page(140.1, 20), budget)).toEqual(['total 140.1 KiB > 140 KiB']);
    expect(overBudget(page(100, 20.5), budget)).toEqual(['app code 20.5 KiB > 20 KiB']);
    expect(overBudget(page(100, 0, false), budget)).toEqual([expect.stringContaining('no source maps')]);
  });

  it('reads every budgeted page of bundle-budget.json, in its order, the home page first', () => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, '../../bundle-budget.json'), 'utf8')) as {
      pages: Record<string, { totalGzipKiB: number; appGzipKiB: number }>;
    };
    const budgets = readBudgets();
    expect(budgets).toEqual(Object.entries(file.pages).map(([route, budget]) => ({ route, ...budget })));
    expect(budgets[0]?.route).toBe('home');
    expect(budgets.length).toBeGreaterThan(1);
  });
});
