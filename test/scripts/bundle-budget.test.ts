import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePage, overBudget, readBudgets, scratchBuild } from '../../scripts/bench/bundle-size-measure.mjs';

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
});
