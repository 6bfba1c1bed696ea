import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { LOCALES } from '#domain/market/locale';
import { layoutPathOf } from '#domain/routing/market-layout';
import {
  PATH_LANGUAGE,
  type PathLanguage,
  PRODUCT_PLACEHOLDER,
  ROUTE_NAMES,
  ROUTE_TABLE,
  type RouteName,
} from '#domain/routing/route-table';
import { SHORT_LINK_PATHS } from '#domain/routing/short-link';
import { marketLayoutId } from './market-layout-id';
import { ROUTE_MODULES } from './route-modules';

/** The module of every page no route claims (status 404). */
export const NOT_FOUND_MODULE = 'routes/not-found.tsx';

/** The module that sends a short link on to its route. */
export const SHORT_LINK_MODULE = 'routes/short-link.tsx';

/** The module that frames every page of one market. */
export const LOCALE_LAYOUT_MODULE = 'routes/locale-layout.tsx';

/**
 * A domain pattern as a React Router path. The brand is configuration read at run time, so a segment that names it
 * (`join-{product}-club`) is registered as a parameter; the page's loader then checks the whole path with `matchPath`.
 */
export const routerPath = (pattern: string): string =>
  pattern
    .split('/')
    .map((segment, position) => (segment.includes(PRODUCT_PLACEHOLDER) ? `:brandSegment${position}` : segment))
    .join('/');

/** The route id of a group of named routes that share one path in a path language. */
export const pageRouteId = (language: PathLanguage, names: readonly RouteName[]): string =>
  `${language}:${names.join('+')}`;

/** The path languages, in the order of their first market. */
const PATH_LANGUAGES = [...new Set(LOCALES.map((locale) => PATH_LANGUAGE[locale]))];

const pagesOf = (language: PathLanguage): RouteConfigEntry[] => {
  // Several routes may share a path once brand segments are parameters (success/{product}-club, -plus, ...).
  const groups = new Map<string, RouteName[]>();
  for (const name of ROUTE_NAMES) {
    const path = routerPath(ROUTE_TABLE[name][language]);
    groups.set(path, [...(groups.get(path) ?? []), name]);
  }
  return [...groups].map(([path, names]) => {
    const modules = new Set(names.map((name) => ROUTE_MODULES[name]));
    if (modules.size !== 1) {
      throw new Error(`Routes ${names.join(', ')} share the path ${path} in ${language} and so need one module`);
    }
    const [file = ''] = modules;
    const id = pageRouteId(language, names);
    return path === '' ? index(file, { id }) : route(path, file, { id, caseSensitive: true });
  });
};

/**
 * Every route of the storefront, generated from the domain route table: `/` (market from Accept-Language), each path
 * language's pages under its market (pl, cz) or under `:market` for the markets that share English paths, a 404
 * inside each, and the short-link paths. The layout's loader answers 404 for a `:market` that is no market of that
 * language (`/xx/cart`, `/pl/cart`), and a path outside every layout is a 404 at the root.
 */
export const storefrontRoutes = (): RouteConfigEntry[] => [
  index('routes/locale-redirect.tsx'),
  ...PATH_LANGUAGES.map((language) =>
    route(layoutPathOf(language), LOCALE_LAYOUT_MODULE, { id: marketLayoutId(language), caseSensitive: true }, [
      ...pagesOf(language),
      route('*', NOT_FOUND_MODULE, { id: `not-found:${language}` }),
    ]),
  ),
  ...[...SHORT_LINK_PATHS.keys()].map((prefix) =>
    route(`${prefix}/*`, SHORT_LINK_MODULE, { id: `short-link:${prefix}`, caseSensitive: true }),
  ),
  route('*', NOT_FOUND_MODULE, { id: 'not-found' }),
];
