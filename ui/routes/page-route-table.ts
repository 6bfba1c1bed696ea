import { isMarketLayoutId } from './market-layout-id';

/** What of a route in React Router's browser manifest decides whether a page keeps it. */
export interface ManifestRoute {
  readonly id: string;
  readonly parentId?: string;
}

/**
 * The routes a page's browser needs, about 40% of the table: all but the other path languages' layouts and pages.
 * React Router ranks every route twice as it hydrates, compiling a pattern per level of each. A page never navigates
 * in place to another language's pages (the market chooser is a plain link); if it is sent to one, the path is loaded
 * as a document: by the root's catch-all (`not-found.tsx`), or, where the English paths' `:market` claims it
 * (`/pl/audiobook/1`), by their layout (`locale-layout.tsx`). `matched` are the ids the server rendered the page with;
 * a page outside every market keeps the whole table.
 */
export const pageRouteTable = <R extends ManifestRoute>(
  routes: Readonly<Record<string, R>>,
  matched: readonly string[],
): Record<string, R> => {
  const own = matched.find(isMarketLayoutId);
  if (own === undefined) return { ...routes };
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
