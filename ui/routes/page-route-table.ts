import { isMarketLayoutId } from './market-layout-id';

/** What of a route in React Router's browser manifest decides whether a page keeps it. */
export interface ManifestRoute {
  readonly id: string;
  readonly parentId?: string;
  readonly path?: string;
}

/**
 * The routes a page's browser needs, about 40% of the table: all but the other path languages' layouts and pages.
 * React Router ranks every route twice as it hydrates, compiling a pattern per level of each. A page never navigates
 * in place to another language's pages (the market chooser is a plain link); if it is sent to one, the root's
 * catch-all claims it and loads it as a document.
 *
 * `matched` are the ids the server rendered the page with. A page outside every market keeps the whole table, and so
 * does one under a layout whose path is a parameter (`:market`): its pages would claim `/pl/audiobook/1` unless the
 * routes that outrank them are there.
 */
export const pageRouteTable = <R extends ManifestRoute>(
  routes: Readonly<Record<string, R>>,
  matched: readonly string[],
): Record<string, R> => {
  const own = matched.find(isMarketLayoutId);
  const ownPath = own === undefined ? undefined : routes[own]?.path;
  if (ownPath === undefined || ownPath.includes(':')) return { ...routes };
  const layoutOf = (route: R): string | undefined => {
    if (isMarketLayoutId(route.id)) return route.id;
    const parent = route.parentId === undefined ? undefined : routes[route.parentId];
    return parent === undefined ? undefined : layoutOf(parent);
  };
  return Object.fromEntries(
    Object.entries(routes).filter(([, route]) => {
      const layout = layoutOf(route);
      return layout === undefined || layout === own;
    }),
  );
};
