import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { EntryContext, RouteObject } from 'react-router';
import { storefrontRoutes } from '#ui/routes/route-config';

type RouteManifest = EntryContext['manifest']['routes'];

/**
 * The storefront's real route table under a root route, as React Router's build lists it: the route objects its
 * matching reads, and the manifest its server build carries.
 */
export const storefrontRouteTree = (): { readonly routes: RouteObject[]; readonly manifest: RouteManifest } => {
  const manifest: RouteManifest = {};
  const add = (entry: { id: string; path?: string; index?: boolean; caseSensitive?: boolean }, parentId?: string) => {
    manifest[entry.id] = {
      id: entry.id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: `/assets/${entry.id.replaceAll(/\W/g, '_')}.js`,
      imports: [],
      hasAction: false,
      hasLoader: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  };
  const toRoute = (entry: RouteConfigEntry, parentId: string): RouteObject => {
    // React Router names a route without an id after its file.
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
    add({ id, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive }, parentId);
    const children = entry.children?.map((child) => toRoute(child, id));
    return { id, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, children } as RouteObject;
  };
  add({ id: 'root', path: '' });
  const routes: RouteObject[] = [
    { id: 'root', path: '', children: storefrontRoutes().map((entry) => toRoute(entry, 'root')) },
  ];
  return { manifest, routes };
};
