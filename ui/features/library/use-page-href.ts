import { useMemo } from 'react';
import type { RouteName } from '#domain/routing/route-table';
import { useRoutePath } from '#ui/routes/use-route-path';

type ListRoute = Extract<RouteName, 'favourites' | 'shelf' | 'recentlyPlayed'>;

/** The address of each page of one of the listener's lists, the first without `?page=` (stable for the pager). */
export const usePageHref = (name: ListRoute): ((page: number) => string) => {
  const routePath = useRoutePath();
  const path = routePath(name, {});
  return useMemo(() => (page: number) => (page === 1 ? path : `${path}?page=${page}`), [path]);
};
