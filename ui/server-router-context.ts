import type { EntryContext } from 'react-router';

type RouteManifest = EntryContext['manifest']['routes'];

/**
 * The router context a page renders with, holding only the routes it matched. React Router builds route objects for
 * every route of the manifest on each render; with about 140 routes that was a tenth of a render's CPU, for a page
 * that uses three or four. The browser loads the whole table as a module of its own (`react-router.config.ts`); under
 * lazy route discovery the page would inline routes beyond its matches, so there the context stays whole.
 */
export const serverRouterContextOf = (context: EntryContext): EntryContext => {
  if (context.routeDiscovery.mode === 'lazy') return context;
  const { manifest, staticHandlerContext } = context;
  const routes: RouteManifest = {};
  for (const { route } of staticHandlerContext.matches) {
    const entry = manifest.routes[route.id];
    if (entry) routes[route.id] = entry;
  }
  // Without precomputed branches the router ranks the few routes it is given; the precomputed ones span all of them.
  return { ...context, manifest: { ...manifest, routes }, branches: undefined as unknown as EntryContext['branches'] };
};
