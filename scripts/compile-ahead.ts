import type { Plugin, Rolldown } from 'vite';

/**
 * V8 compiles a function on the page's thread when it is first called. This comment, on a file's first line, asks
 * Chromium (136 and later) to compile every function in the file while it streams in, on a background thread; other
 * engines read a comment.
 */
export const COMPILE_AHEAD = '//# allFunctionsCalledOnLoad';

// A split route module's client loader is an entry too, but runs only when a navigation needs it.
const SPLIT_ROUTE_CHUNK = /\?route-chunk=/;

/** One line more at the top of a file: its source map's lines move down by one. */
const shiftMap = (map: { mappings: string }) => {
  map.mappings = `;${map.mappings}`;
};

/**
 * Marks the chunks a page runs as it loads (the client entry, the route modules and what they import statically,
 * transitively) with `COMPILE_AHEAD`. A chunk loaded later keeps lazy compilation: most of its functions may never run.
 */
export const compileAhead = (): Plugin => {
  let runOnLoad: ReadonlySet<string> = new Set();
  const isRunOnLoad = (chunk: { readonly moduleIds: readonly string[] }) =>
    chunk.moduleIds.some((id) => runOnLoad.has(id));
  return {
    name: 'audiora:compile-ahead',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderStart() {
      const closure = new Set<string>();
      const queue = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry === true && !SPLIT_ROUTE_CHUNK.test(id),
      );
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        if (closure.has(next)) continue;
        closure.add(next);
        queue.push(...(this.getModuleInfo(next)?.importedIds ?? []));
      }
      runOnLoad = closure;
    },
    // The file's name changes with the line it gains.
    augmentChunkHash: (chunk) => (isRunOnLoad(chunk) ? COMPILE_AHEAD : undefined),
    // Last: Vite puts its preload table at the top of a chunk that imports others lazily, and the comment goes first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle: Rolldown.OutputBundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !isRunOnLoad(output)) continue;
          output.code = `${COMPILE_AHEAD}\n${output.code}`;
          if (output.map) shiftMap(output.map);
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type !== 'asset') continue;
          const map = JSON.parse(String(mapFile.source)) as { mappings: string };
          shiftMap(map);
          mapFile.source = JSON.stringify(map);
        }
      },
    },
  };
};
