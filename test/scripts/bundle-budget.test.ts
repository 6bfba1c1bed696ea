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
    expect(page.discovery).toBe('lazy');
    expect(overBudget(page, budget)).toEqual([]);
  });
});
