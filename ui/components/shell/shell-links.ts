import { pathFor } from '#domain/routing/path-for';
import type { Locale } from '#domain/market/locale';
import type { RouteName, RouteParams } from '#domain/routing/route-table';
import type { RoutingContext } from '#domain/routing/routing-context';

/** Where shell links are built for: the market and the routing configuration (brand in paths). */
export interface ShellRouting {
  readonly locale: Locale;
  readonly routing: RoutingContext;
}

/** The path of a named route in the shell's market. */
export const shellPath = <N extends RouteName>(shell: ShellRouting, name: N, params: RouteParams<N>): string =>
  pathFor(name, params, shell.locale, shell.routing);
