/**
 * Layer rules of ARCHITECTURE.md ("The picture", dependency rule), run by `npm run layers`.
 * `layerRules(prefix)` builds the same rules for a tree rooted elsewhere, so
 * test/architecture/layer-rules.test.ts can prove each rule bites on test/support/layer-fixtures/.
 */

const PRODUCTION = ['contract', 'domain', 'application', 'infrastructure', 'ui', 'server', 'scripts'];

/**
 * Where the drivers start: the server's processes, the scripts, the benchmark pages' scripts, and the storefront's entries and route modules
 * (React Router names route files as strings, which no import follows).
 */
const ENTRY_POINTS = [
  'server/(main|dev)\\.ts$',
  'scripts/[^/]+\\.(ts|mjs)$',
  'scripts/bench/[^/]+\\.(ts|mjs)$',
  // Pages the browser loads in benchmarks and playback tests, each its own script (the floor's is built by Vite).
  'scripts/bench/media-harness/[^/]+\\.mjs$',
  'scripts/bench/mainthread-floor/[^/]+\\.ts$',
  'ui/(root|entry\\.client|entry\\.server|routes)\\.tsx?$',
  'ui/routes/[^/]+\\.tsx$',
];

/** Where the server's own plumbing lives, which alone may reach its HTTP layer (the business code answers in codes). */
const SERVER_DRIVERS = ['http/', 'storefront/', 'app\\.ts$', 'dev\\.ts$', 'main\\.ts$', 'start-server\\.ts$'];

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
      name: 'contract-imports-only-zod-and-domain',
      comment: 'The wire schemas are neutral: zod, domain/ constants and each other, nothing of either side.',
      severity: 'error',
      from: { path: layer('contract') },
      to: { pathNot: [layer('contract', 'domain'), pkg('zod')] },
    },
    {
      name: 'contract-only-to-http-adapters',
      comment:
        "Only the storefront's HTTP adapters, the server's HTTP layer and scripts speak the wire; contract/zod.ts (the CSP-safe zod set-up every schema needs) is open to any adapter.",
      severity: 'error',
      from: {
        path: layer(...PRODUCTION),
        pathNot: layer('contract', 'infrastructure/http', 'server/http', 'scripts'),
      },
      to: { path: layer('contract'), pathNot: `^${prefix}contract/zod\\.ts$` },
    },
    {
      name: 'server-business-not-to-http',
      comment:
        "The server's areas return codes; only the HTTP layer and the app that mounts it know statuses and routes.",
      severity: 'error',
      from: { path: layer('server'), pathNot: SERVER_DRIVERS.map((p) => `^${prefix}server/${p}`) },
      to: { path: layer('server/http') },
    },
    {
      name: 'database-not-to-contract',
      comment: "Tables and queries are the server's own shapes; a wire schema change must not reach the database.",
      severity: 'error',
      from: { path: [layer('server/db'), `^${prefix}server/.*/kysely-[^/]+$`] },
      to: { path: layer('contract') },
    },
    {
      name: 'reachable-from-an-entry',
      comment:
        'Every production module is used by a driver (the server, a script, a storefront route); an unwired slice shows up here. A warning while the slices awaiting their pages are built.',
      severity: 'warn',
      from: { path: ENTRY_POINTS.map((p) => `^${prefix}${p}`) },
      to: {
        path: layer(...PRODUCTION),
        pathNot: [`\\.d\\.m?ts$`, ...ENTRY_POINTS.map((p) => `^${prefix}${p}`)],
        reachable: false,
      },
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
