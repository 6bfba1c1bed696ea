import { createRequire } from 'node:module';
import type { ICruiseOptions, ICruiseResult, IForbiddenRuleType } from 'dependency-cruiser';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

// The config stays CommonJS because depcruise loads it; paths are relative to the repo root, vitest's cwd.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: ICruiseOptions;
  layerRules: (prefix: string) => IForbiddenRuleType[];
};
const FIXTURES = 'test/support/layer-fixtures/';
const REACHABLE = 'reachable-from-an-entry';

/**
 * Modules written ahead of the pages that will drive them (accounts, buying): the
 * reachability rule warns about them until then. Anything else no entry point reaches is dead or unwired code.
 */
const AWAITING_A_DRIVER = ['domain/pricing/price-string.ts', 'ui/components/modal/index.ts'];

/** Cruises with the real config's options, returning each violation as 'rule: from' (from relative to the fixtures). */
async function violations(paths: string[], options: ICruiseOptions): Promise<string[]> {
  const { output } = await cruise(paths, { ...config.options, validate: true, ...options }, undefined, {
    tsConfig: extractTSConfig('tsconfig.json'),
  });
  return (output as ICruiseResult).summary.violations
    .map(({ rule, from }) => `${rule.name}: ${from.replace(FIXTURES, '')}`)
    .sort();
}

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it('flag exactly the deliberate violations in the fixture tree, and no clean file', async () => {
    // The same rules re-rooted on the fixtures; the main run's exclude would hide them.
    const rules = config.layerRules(FIXTURES).filter((rule) => rule.name !== REACHABLE);
    const found = await violations([FIXTURES], { ruleSet: { forbidden: rules }, exclude: { path: 'reachability/' } });

    expect(found).toEqual([
      'application-imports-only-domain-and-rxjs: application/violates-application-react.ts',
      'contract-imports-only-zod-and-domain: contract/violates-contract-rxjs.ts',
      'contract-only-to-http-adapters: infrastructure/search/violates-contract-outside-http.ts',
      'contract-only-to-http-adapters: server/db/violates-database-contract.ts',
      'database-not-to-contract: server/db/violates-database-contract.ts',
      'domain-imports-only-domain: domain/violates-domain-node-fs.ts',
      'domain-imports-only-domain: domain/violates-domain-rxjs.ts',
      'infrastructure-not-to-drivers: infrastructure/http/violates-infrastructure-ui.ts',
      'no-circular-domain-application: domain/violates-circular-a.ts', // one report per cycle
      'not-to-unresolvable: ui/violates-unresolvable.ts',
      'only-composition-imports-inversify: infrastructure/http/violates-inversify.ts',
      'production-not-to-test: ui/violates-ui-test.ts',
      'server-and-scripts-not-to-ui: server/violates-server-ui.ts',
      'server-business-not-to-http: server/library/violates-business-http.ts',
      'ui-not-to-adapters: ui/violates-ui-adapter.ts',
      'ui-not-to-server-or-scripts: ui/violates-ui-server.ts',
    ]);
  });

  it('report a module no entry point reaches', async () => {
    const tree = `${FIXTURES}reachability/`;
    const rules = config.layerRules(tree).filter((rule) => rule.name === REACHABLE);
    const found = await violations([tree], { ruleSet: { forbidden: rules }, exclude: {} });

    expect(found).toEqual(['reachable-from-an-entry: reachability/domain/violates-unreached.ts']);
  });

  it('find no error in the repository, and no unreached module but those awaiting their pages', async () => {
    const production = ['contract', 'domain', 'application', 'infrastructure', 'ui', 'server', 'scripts'];
    const found = await violations(production, { ruleSet: { forbidden: config.forbidden } });
    const unreached = found.filter((violation) => violation.startsWith(`${REACHABLE}:`));
    expect(found.filter((violation) => !unreached.includes(violation))).toEqual([]);
    const waiting = (module: string) => AWAITING_A_DRIVER.some((prefix) => module.startsWith(prefix));
    expect(unreached.map((violation) => violation.slice(REACHABLE.length + 2)).filter((m) => !waiting(m))).toEqual([]);
    // Cruising the whole repository with reachability takes seconds, more on a loaded machine.
  }, 60_000);
});
