import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePage, overBudget, readBudgets, scratchBuild } from '../../scripts/bench/bundle-size-measure.mjs';
import { COMPILE_AHEAD } from '../../scripts/compile-ahead';

/**
 * The budget of quality-bar.md, enforced: the storefront's client is built from the current sources (a scratch copy
 * with hidden source maps, a few seconds) and every page of bundle-budget.json must fit. `npm run bench:bundle`
 * prints the file-by-file table when this fails.
 */
describe('bundle budget (bundle-budget.json)', () => {
  let build: ReturnType<typeof scratchBuild> | undefined;

  beforeAll(() => {
    build = scratchBuild(undefined, () => undefined);
  }, 120_000);

  afterAll(() => build?.cleanup());

  it.each(readBudgets())('$route loads at most $totalGzipKiB KiB gzip before it is interactive', (budget) => {
    if (!build) throw new Error('the client build failed');
    const page = measurePage(build.clientDir, budget.route);
    expect(page.discovery).toBe('initial');
    expect(overBudget(page, budget)).toEqual([]);
  });

  it("runs React Router's production build in the browser, without the development warnings its package resolves to", () => {
    if (!build) throw new Error('the client build failed');
    const assets = join(build.clientDir, 'assets');
    const framework = readdirSync(assets).find((file) => /^framework-[\w-]+\.js$/.test(file));
    if (!framework) throw new Error('no framework chunk in the client build');
    const code = readFileSync(join(assets, framework), 'utf8');
    expect(code).toContain('__reactRouterVersion');
    // A warning only the development build keeps (`useRoutes` under a parent path without a trailing "*").
    expect(code).not.toContain('You rendered descendant <Routes>');
  });

  it.each(readBudgets())(
    "$route asks Chromium to compile the code it runs as it loads ahead, and the container's code stays lazy",
    (budget) => {
      if (!build) throw new Error('the client build failed');
      const clientDir = build.clientDir;
      const firstLine = (path: string) => readFileSync(join(clientDir, path), 'utf8').split('\n', 1)[0];
      // The route manifest is data, and the bundler's runtime a few helpers of its own.
      const code = measurePage(clientDir, budget.route)
        .rows.map((row) => row.path)
        .filter((path) => !/\/(manifest|rolldown-runtime)-[\w-]+\.js$/.test(path));
      expect(code.length).toBeGreaterThan(3);
      expect(code.filter((path) => firstLine(path) !== COMPILE_AHEAD)).toEqual([]);
      const assets = readdirSync(join(clientDir, 'assets'));
      const later = assets.filter((file) => /^(create-container|zod|dashjs-media-engine)-[\w-]+\.js$/.test(file));
      expect(later).toHaveLength(3);
      expect(
        later.filter((file) => readFileSync(join(clientDir, 'assets', file), 'utf8').includes(COMPILE_AHEAD)),
      ).toEqual([]);
    },
  );
});
