import { type EntryContext, matchRoutes, type RouteObject } from 'react-router';

type RouteManifest = EntryContext['manifest']['routes'];

/** Prefix paths whose matches are kept: the same few (`/`, `/pl`, `/pl/audiobook`) serve nearly every page. */
const PREFIX_CACHE_LIMIT = 1_000;

interface RouteIndex {
  readonly routes: RouteObject[];
  readonly prefixes: Map<string, readonly string[]>;
}

const indexes = new WeakMap<RouteManifest, RouteIndex>();

/** The manifest's routes as a tree `matchRoutes` reads, built once per manifest. */
const routeTreeOf = (manifest: RouteManifest): RouteObject[] => {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    });
    children.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = children.get(route.id);
      return below ? { ...route, children: attach(below) } : route;
    }) as RouteObject[];
  return attach(children.get(undefined) ?? []);
};

const indexOf = (manifest: RouteManifest): RouteIndex => {
  let index = indexes.get(manifest);
  if (!index) {
    index = { routes: routeTreeOf(manifest), prefixes: new Map() };
    indexes.set(manifest, index);
  }
  return index;
};

/** The ids of the routes a path matches, remembered by path. */
const matchedIds = (index: RouteIndex, path: string): readonly string[] => {
  let ids = index.prefixes.get(path);
  if (!ids) {
    ids = (matchRoutes(index.routes, path) ?? []).map((match) => match.route.id ?? '');
    if (index.prefixes.size >= PREFIX_CACHE_LIMIT) index.prefixes.clear();
    index.prefixes.set(path, ids);
  }
  return ids;
};

/** `/` and every proper prefix of the path, as React Router's lazy route discovery lists them for a page. */
const prefixesOf = (pathname: string): string[] => {
  const segments = pathname.split('/').filter(Boolean);
  segments.pop();
  const paths = ['/'];
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  return paths;
};

/**
 * The router context a page renders with, holding only the routes its HTML names: the ones it matched, and under lazy
 * route discovery the ones each prefix of its path matches, which it inlines for the browser. React Router builds
 * route objects for every route of the manifest on each render; with about 140 routes that was a tenth of a render's
 * CPU, for a page that uses three or four.
 */
export const serverRouterContextOf = (context: EntryContext): EntryContext => {
  const { manifest, staticHandlerContext } = context;
  const ids = new Set(staticHandlerContext.matches.map((match) => match.route.id));
  if (context.routeDiscovery.mode === 'lazy') {
    const index = indexOf(manifest.routes);
    for (const path of prefixesOf(staticHandlerContext.location.pathname)) {
      for (const id of matchedIds(index, path)) ids.add(id);
    }
  }
  const routes: RouteManifest = {};
  for (const id of ids) {
    const route = manifest.routes[id];
    if (route) routes[id] = route;
  }
  // Without precomputed branches the router ranks the few routes it is given; the precomputed ones span all of them.
  return { ...context, manifest: { ...manifest, routes }, branches: undefined as unknown as EntryContext['branches'] };
};
