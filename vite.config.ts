import { reactRouter } from '@react-router/dev/vite';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compileAhead } from './scripts/compile-ahead';

// What every storefront page runs before it is interactive. One chunk instead of four saves requests on the critical
// path and gzips smaller than its parts (shared identifiers); nothing only some pages need belongs here.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

// The modules that frame every page: the client entry, the root route and the market layout.
const SHELL_ENTRIES = /[\\/]ui[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]locale-layout\.tsx)(\?.*)?$/;

// What every product page shows (a cover, dates and durations), what a product card adds to it and what a list of
// cards adds: three chunks instead of a dozen small ones, each of which costs a request and gzips worse alone.
const PRODUCT_MEDIA =
  /[\\/](ui[\\/]components[\\/](media[\\/][\w-]+|price[\\/][\w-]+|product[\\/]product-links)|ui[\\/]i18n[\\/]format|domain[\\/]pricing[\\/]minor-units)\.tsx?$/;
const CARD_PARTS =
  /[\\/](ui[\\/]components[\\/]product[\\/](ProductCard|card-[\w-]+|cover-loading)|domain[\\/](pricing[\\/]displayed-price|shell[\\/]item-list))\.tsx?$/;
// A list of products and its pager, on every listing page (categories, search, people, series).
const LISTING = /[\\/]ui[\\/]components[\\/](product[\\/]ProductGrid|pagination[\\/]DeferredPagination)\.tsx$/;

// The paragraphs and the meta description of series, podcast and help pages: one chunk, not two of a few hundred
// bytes each. The text rules stay apart: an audiobook's or a person's page uses those alone.
const TEXT_RULES = /[\\/]domain[\\/]shared[\\/]text\.ts$/;
const PAGE_TEXT = /[\\/]ui[\\/](features[\\/]product-page[\\/]product-meta|components[\\/]text[\\/]Paragraphs)\.tsx?$/;

// The services a page uses before the container (analytics), the tokens that name them and the hook that waits for
// them: one request, not four.
const EARLY_SERVICES =
  /[\\/](infrastructure[\\/](composition[\\/](early-browser-services|tokens)|browser[\\/]data-layer-analytics)|ui[\\/]di[\\/]use-early-service)\.ts$/;

// Parts a page loads on the task after it hydrates (the footer on every page): each lazy part's own modules, which it alone would load as a
// chunk of a few hundred bytes apiece, go with it. Starting a request costs the page's thread about a millisecond.
const FOOTER = /[\\/]ui[\\/]components[\\/]shell[\\/]Footer\.tsx$/;
const CATEGORY_PARTS =
  /[\\/]ui[\\/]features[\\/]catalog[\\/](CategoryBreadcrumb|Breadcrumb|Subcategories|SortForm)\.tsx$/;
const PAGINATION = /[\\/]ui[\\/]components[\\/]pagination[\\/]Pagination\.tsx$/;

// The domain is pure by rule (test/architecture): importing one of its modules does nothing beyond its exports, so a
// module whose exports a chunk does not use is left out, even where its constants are built by calls.
const PURE_LAYERS = /[\\/]domain[\\/][\w/-]+\.ts$/;

// Chunks every page has loaded before any of its code runs: a dynamic import never needs to preload them again.
const ALWAYS_LOADED = /(^|\/)(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

// The composition root evaluates its module graph slice by slice (`loadBrowserContainer`), one import after another;
// each of those imports preloads the whole graph, so that it arrives in one round trip rather than one per slice.
const CONTAINER_LOADER = /[\\/]infrastructure[\\/]composition[\\/]load-browser-container\.ts$/;
const CONTAINER_ROOT = /[\\/]infrastructure[\\/]composition[\\/]create-container\.ts$/;

/** The client's output as Vite's preload rewriting sees it, kept for `resolveDependencies`. */
let clientBundle: Rolldown.OutputBundle | null = null;
const keepClientBundle: Plugin = {
  name: 'audiora:keep-client-bundle',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      clientBundle = bundle;
    },
  },
};

const chunks = (bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] =>
  Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');

/** The files a chunk needs before it runs: itself and everything it imports statically, transitively. */
const staticClosure = (bundle: Rolldown.OutputBundle, fileName: string): Set<string> => {
  const closure = new Set<string>();
  const queue = [fileName];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const output = bundle[next];
    if (closure.has(next) || output?.type !== 'chunk') continue;
    closure.add(next);
    queue.push(...output.imports);
  }
  return closure;
};

/** What a dynamic import in `host` preloads: its own graph, and in the container's loader the container's graph too. */
const preloadedWith = (host: string, deps: readonly string[]): string[] => {
  const bundle = clientBundle;
  const hostChunk = bundle?.[host];
  if (!bundle || hostChunk?.type !== 'chunk' || !hostChunk.moduleIds.some((id) => CONTAINER_LOADER.test(id))) {
    return [...deps];
  }
  const root = chunks(bundle).find((chunk) => chunk.moduleIds.some((id) => CONTAINER_ROOT.test(id)));
  return root ? [...new Set([...deps, ...staticClosure(bundle, root.fileName)])] : [...deps];
};

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * App modules that the shell imports statically (directly or through others) go into one chunk: every page loads them
 * anyway, and over HTTP/1.1 a dozen one-kilobyte chunks cost more round trips than bytes. Modules reached only through
 * `import()` (the composition root, the player engines) or only by one page stay out.
 */
const shellChunk = (id: string, graph: ModuleGraph): string | null => {
  if (id.includes('node_modules') || id.startsWith('\0') || SHELL_ENTRIES.test(id)) return null;
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const importer of graph.getModuleInfo(queue.shift() ?? '')?.importers ?? []) {
      if (SHELL_ENTRIES.test(importer)) return 'shell';
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return null;
};

// React Router's package resolves to its development build everywhere; it also ships the same code with its
// development warnings off. The browser gets that one: the warnings' checks and text are bytes every page parses.
const ROUTER_PRODUCTION = join(dirname(fileURLToPath(import.meta.resolve('react-router'))), '..', 'production');
const ROUTER_BUILDS = new Map([
  ['react-router', join(ROUTER_PRODUCTION, 'index.mjs')],
  ['react-router/dom', join(ROUTER_PRODUCTION, 'dom-export.mjs')],
]);
const productionRouter: Plugin = {
  name: 'audiora:production-router',
  enforce: 'pre',
  // The development server pre-bundles React Router with its CommonJS dependencies (cookie); a file path here would
  // bypass that, and the browser could not import them.
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: (source) => ROUTER_BUILDS.get(source) ?? null,
};

export default defineConfig({
  plugins: [productionRouter, reactRouter(), keepClientBundle, compileAhead()],
  build: {
    target: 'es2022',
    // Every lazy chunk's preload list would repeat the framework and the shell: bytes in each chunk and a lookup each.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) =>
        preloadedWith(hostId, deps).filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => !PURE_LAYERS.test(id) },
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK },
                { name: shellChunk, debugName: 'shell' },
                { name: 'product-media', test: PRODUCT_MEDIA },
                { name: 'card', test: CARD_PARTS },
                { name: 'listing', test: LISTING },
                { name: 'text', test: TEXT_RULES },
                { name: 'page-text', test: PAGE_TEXT },
                { name: 'early-browser-services', test: EARLY_SERVICES },
                { name: 'footer', test: FOOTER },
                { name: 'category-parts', test: CATEGORY_PARTS },
                { name: 'pagination', test: PAGINATION },
              ],
            },
          },
        },
      },
    },
  },
});
