export declare const ROOT: string;
export declare const KIB: number;

export interface PageBudget {
  readonly route: string;
  readonly totalGzipKiB: number;
  readonly appGzipKiB: number;
}

export interface ManifestRoute {
  readonly id: string;
  readonly parentId?: string;
  readonly index?: boolean;
  readonly module: string;
  readonly imports?: readonly string[];
}

export interface RouterManifest {
  readonly entry: { readonly module: string; readonly imports: readonly string[] };
  readonly routes: Readonly<Record<string, ManifestRoute>>;
}

export interface FileSize {
  readonly path: string;
  readonly raw: number;
  readonly gzip: number;
  readonly appGzip: number;
  readonly mapped: boolean;
}

export interface PageSize {
  readonly route: string;
  readonly chain: readonly string[];
  readonly discovery: 'lazy' | 'initial';
  readonly rows: readonly FileSize[];
  readonly totalGzip: number;
  readonly appGzip: number;
  readonly traced: boolean;
}

/** The page budgets of bundle-budget.json. */
export declare const readBudgets: (file?: string) => PageBudget[];
/** Builds the client with hidden source maps in a scratch copy of `root`; `cleanup` removes the copy. */
export declare const scratchBuild: (
  root?: string,
  log?: (line: string) => void,
) => { clientDir: string; cleanup: () => void };
export declare const readManifest: (clientDir: string) => { file: string; manifest: RouterManifest };
export declare const routeDiscoveryMode: (clientDir: string) => 'lazy' | 'initial';
export declare const findRoute: (routes: Readonly<Record<string, ManifestRoute>>, wanted: string) => string;
export declare const inlineManifest: (manifest: RouterManifest, routeId: string) => string;
export declare const criticalFiles: (
  clientDir: string,
  manifest: { file: string; manifest: RouterManifest },
  routeId: string,
  discovery: 'lazy' | 'initial',
) => { chain: string[]; files: string[] };
export declare const decodeSegment: (segment: string) => number[];
export declare const appCharacters: (
  code: string,
  map: { readonly sources: readonly string[]; readonly mappings: string },
) => { app: number; total: number };
export declare const measureFile: (clientDir: string, path: string) => FileSize;
export declare const measurePage: (clientDir: string, route: string) => PageSize;
/** What a page exceeds of its budget, as sentences; empty when within it. */
export declare const overBudget: (page: PageSize, budget: Omit<PageBudget, 'route'>) => string[];
