/**
 * Layer rules of ARCHITECTURE.md ("The picture", dependency rule), run by `npm run layers`.
 * `layerRules(prefix)` builds the same rules for a tree rooted elsewhere, so
 * test/architecture/layer-rules.test.ts can prove each rule bites on test/support/layer-fixtures/.
 */

const PRODUCTION = ['domain', 'application', 'infrastructure', 'ui', 'server', 'scripts'];

/** @param {string} prefix path of the tree's root relative to the cruise's base dir, '' or ending in '/' */
function layerRules(prefix) {
  // Layer paths are prefixed; npm packages always resolve to the repo's own node_modules/, so those are not.
  const layer = (...names) => `^${prefix}(${names.join('|')})/`;
  const pkg = (...names) => `^node_modules/(${names.join('|')})/`;
  const INVERSIFY = pkg('inversify', '@inversifyjs');

  return [
    {
      name: 'domain-imports-only-domain',
      comment: 'domain/ is pure rules: no npm package, no node builtin, no other layer.',
      severity: 'error',
      from: { path: layer('domain') },
      to: { pathNot: layer('domain') },
    },
    {
      name: 'application-imports-only-domain-and-rxjs',
      comment: 'Use cases and stores stay framework-agnostic: domain/, application/ and rxjs only.',
      severity: 'error',
      from: { path: layer('application') },
      to: { pathNot: [layer('domain', 'application'), pkg('rxjs')] },
    },
    {
      name: 'only-composition-imports-inversify',
      comment: 'Wiring happens in infrastructure/composition/ only; everyone else depends on tokens.',
      severity: 'error',
      from: { path: layer(...PRODUCTION), pathNot: layer('infrastructure/composition') },
      to: { path: INVERSIFY },
    },
    {
      name: 'infrastructure-not-to-drivers',
      comment: 'Adapters implement application ports; they never reach up into the drivers.',
      severity: 'error',
      from: { path: layer('infrastructure') },
      to: { path: layer('ui', 'server', 'scripts') },
    },
    {
      name: 'ui-not-to-adapters',
      comment: 'ui/ reaches infrastructure/ only through the composition root (tokens, factory, request context).',
      severity: 'error',
      from: { path: layer('ui') },
      to: { path: layer('infrastructure'), pathNot: layer('infrastructure/composition') },
    },
    {
      name: 'ui-not-to-server-or-scripts',
      severity: 'error',
      from: { path: layer('ui') },
      to: { path: layer('server', 'scripts') },
    },
    {
      name: 'server-and-scripts-not-to-ui',
      severity: 'error',
      from: { path: layer('server', 'scripts') },
      to: { path: layer('ui') },
    },
    {
      name: 'production-not-to-test',
      severity: 'error',
      from: { path: layer(...PRODUCTION) },
      to: { path: layer('test') },
    },
    {
      name: 'no-circular-domain-application',
      severity: 'error',
      from: { path: layer('domain', 'application') },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        "React Router's ./+types/* route types live under .react-router/types (tsconfig rootDirs, which the resolver ignores); virtual: modules exist only in Vite.",
      severity: 'error',
      from: { path: layer(...PRODUCTION) },
      to: { couldNotResolve: true, pathNot: ['^virtual:', '(^|/)\\+types/'] },
    },
  ];
}

module.exports = {
  forbidden: layerRules(''),
  options: {
    // node_modules is not followed but must not be excluded: excluding it would hide every npm import from the rules.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '^(build|\\.react-router|test/support/layer-fixtures)(/|$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Resolve package.json "exports" like Node/Vite; otherwise inversify, hono/* etc. stay unresolved and rules on
    // node_modules/<package>/ paths would silently never match.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
// Non-enumerable: dependency-cruiser structuredClone()s and schema-checks the exported config.
Object.defineProperty(module.exports, 'layerRules', { value: layerRules });
