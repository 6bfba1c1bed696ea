import { describe, expect, it } from 'vitest';
import { COMPILE_AHEAD, compileAhead } from '../../scripts/compile-ahead';

/** A module graph as the bundler's plugin context answers for it: each module's static imports, entries marked. */
const graph: Record<string, { isEntry: boolean; importedIds: string[] }> = {
  '/ui/entry.client.tsx': { isEntry: true, importedIds: ['/node_modules/react-dom/client.js'] },
  '/node_modules/react-dom/client.js': { isEntry: false, importedIds: [] },
  '/ui/routes/home.tsx?__react-router-build-client-route': { isEntry: true, importedIds: ['/ui/routes/home.tsx'] },
  '/ui/routes/home.tsx': { isEntry: false, importedIds: ['/ui/components/Card.tsx'] },
  '/ui/components/Card.tsx': { isEntry: false, importedIds: [] },
  '/ui/routes/not-found.tsx?route-chunk=clientLoader': { isEntry: true, importedIds: ['/ui/routes/redirect.ts'] },
  '/ui/routes/redirect.ts': { isEntry: false, importedIds: [] },
  '/infrastructure/composition/create-container.ts': { isEntry: false, importedIds: [] },
};

const context = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => graph[id] ?? null,
};

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const run = (hook: unknown, ...args: unknown[]) =>
  (typeof hook === 'function' ? (hook as Hook) : (hook as { handler: Hook }).handler).call(context, ...args);

const chunk = (fileName: string, moduleIds: string[], code = 'export{}') => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  code,
  map: { mappings: 'AAAA' } as { mappings: string } | null,
});

describe('compileAhead', () => {
  const built = () => {
    const plugin = compileAhead();
    run(plugin.renderStart, {}, {});
    const bundle = {
      'entry.client.js': chunk('entry.client.js', ['/ui/entry.client.tsx']),
      'framework.js': chunk('framework.js', ['/node_modules/react-dom/client.js']),
      'home.js': chunk('home.js', ['/ui/routes/home.tsx?__react-router-build-client-route', '/ui/routes/home.tsx']),
      'card.js': chunk('card.js', ['/ui/components/Card.tsx', '/ui/components/LazyOnly.tsx']),
      'not-found-client-loader.js': chunk('not-found-client-loader.js', [
        '/ui/routes/not-found.tsx?route-chunk=clientLoader',
        '/ui/routes/redirect.ts',
      ]),
      'create-container.js': chunk('create-container.js', ['/infrastructure/composition/create-container.ts']),
      'home.js.map': { type: 'asset' as const, fileName: 'home.js.map', source: '{"mappings":"AAAA;CACC"}' },
    };
    return { plugin, bundle };
  };

  it('puts the hint on the first line of the entries and of what they import statically, and shifts their maps', () => {
    const { plugin, bundle } = built();
    run(plugin.generateBundle, {}, bundle, false);
    for (const name of ['entry.client.js', 'framework.js', 'home.js', 'card.js'] as const) {
      expect(bundle[name].code).toBe(`${COMPILE_AHEAD}\nexport{}`);
      expect(bundle[name].map?.mappings).toBe(';AAAA');
    }
    expect(JSON.parse(bundle['home.js.map'].source)).toEqual({ mappings: ';AAAA;CACC' });
  });

  it("leaves the chunks a page loads later as they are: a split client loader's and the container's", () => {
    const { plugin, bundle } = built();
    run(plugin.generateBundle, {}, bundle, false);
    expect(bundle['not-found-client-loader.js'].code).toBe('export{}');
    expect(bundle['create-container.js'].code).toBe('export{}');
    expect(bundle['create-container.js'].map?.mappings).toBe('AAAA');
  });

  it('changes the hash of the chunks it marks, and only theirs', () => {
    const { plugin, bundle } = built();
    expect(run(plugin.augmentChunkHash, bundle['home.js'])).toBe(COMPILE_AHEAD);
    expect(run(plugin.augmentChunkHash, bundle['create-container.js'])).toBeUndefined();
  });

  it("runs on the client's build only", () => {
    const plugin = compileAhead();
    expect(plugin.apply).toBe('build');
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});
