import { useCallback } from 'react';
import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import type { RouteName, RouteParams } from '#domain/routing/route-table';
import { usePageLocale } from '../i18n/locale-provider';

/** Builds a path to a named route, always through the domain's `pathFor` (spec §2). */
export type RoutePathBuilder = <N extends RouteName>(name: N, params: RouteParams<N>, locale?: Locale) => string;

/** The path builder of the current page: its market (unless another is named) and the configured brand. */
export const useRoutePath = (): RoutePathBuilder => {
  const { locale, brand } = usePageLocale();
  return useCallback<RoutePathBuilder>(
    (name, params, target = locale) => pathFor(name, params, target, { product: brand }),
    [locale, brand],
  );
};
