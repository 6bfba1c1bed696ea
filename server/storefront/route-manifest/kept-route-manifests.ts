import { PageStore, type StoredPage } from '../page-cache/page-store';
import { routePathShape } from './route-path-shape';

/** React Router's lazy route discovery: the browser asks which routes its page's links lead to. */
export interface KeptRouteManifestsOptions {
  /** The routes' literal segments (`literalSegmentsOf`). */
  readonly literals: ReadonlySet<string>;
  /** The most bytes of answers kept; the least recently used go first. */
  readonly maxBytes: number;
}

/** The router's own handler, for a request this does not answer from memory. */
type RouterHandler = (request: Request) => Promise<Response>;

interface KeptManifest extends StoredPage {
  readonly body: string;
  readonly headers: ReadonlyArray<[string, string]>;
}

/** The router answers a longer address with 400; such a request goes to it untouched. */
const URL_LIMIT = 7_680;

// The answer depends on the build alone: one revision, never too old.
const BUILD_REVISION = 0;
const NO_CLOCK = 0;

/**
 * Answers the router's route-manifest requests from memory. Every page's links ask for their paths (about 70 on a home
 * page), and the router matches each against the whole route table: about 13 ms of CPU a request, more than a cached
 * page costs. The paths are reduced to their shapes (`routePathShape`), which match the same routes, so the answer
 * for one page's links is the answer for every page whose links have the same shapes: the router answers once for
 * those, and only for the few distinct shapes.
 */
export const keptRouteManifests = ({
  literals,
  maxBytes,
}: KeptRouteManifestsOptions): ((request: Request, handle: RouterHandler) => Promise<Response>) => {
  const store = new PageStore<KeptManifest>({ maxBytes, maxAgeMs: Number.POSITIVE_INFINITY });
  return async (request, handle) => {
    const url = new URL(request.url);
    const paths = url.searchParams.get('paths');
    if (request.method !== 'GET' || paths === null || request.url.length > URL_LIMIT) return handle(request);
    const shapes = new Set<string>();
    for (const path of paths.split(',')) {
      if (path === '') continue;
      shapes.add(routePathShape(path.startsWith('/') ? path : `/${path}`, literals));
    }
    url.search = new URLSearchParams({
      // In the order the paths came: the router adds each route the first time a path matches it.
      paths: [...shapes].join(','),
      version: url.searchParams.get('version') ?? '',
    }).toString();
    const key = url.search;
    const kept = store.get(key, BUILD_REVISION, NO_CLOCK);
    if (kept) return new Response(kept.body, { status: 200, headers: [...kept.headers] });
    const response = await handle(new Request(url, request));
    if (response.status !== 200) return response;
    const body = await response.text();
    const headers = [...response.headers];
    store.set(key, { body, headers, bytes: body.length * 2, revision: BUILD_REVISION, storedAtMs: NO_CLOCK });
    return new Response(body, { status: 200, headers });
  };
};
