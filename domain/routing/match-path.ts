import { isLocale, type Locale } from '../market/locale';
import { decodeSegment } from './decode-segment';
import { literalText, type PatternSegment, patternSegments } from './route-pattern';
import { ROUTE_NAMES, type RouteMatch, type RouteName } from './route-table';
import type { RoutingContext } from './routing-context';

const literalCount = (segments: readonly PatternSegment[]): number =>
  segments.filter((s) => s.kind === 'literal').length;

const bySpecificity = new Map<Locale, readonly RouteName[]>();

// Fixed text wins over a parameter at the same depth, should the table ever gain such an overlap. Ordered per market
// on its first match, each route's count taken once.
const routesBySpecificity = (locale: Locale): readonly RouteName[] => {
  let order = bySpecificity.get(locale);
  if (!order) {
    const counted = ROUTE_NAMES.map((name) => ({ name, literals: literalCount(patternSegments(name, locale)) }));
    order = counted.sort((a, b) => b.literals - a.literals).map(({ name }) => name);
    bySpecificity.set(locale, order);
  }
  return order;
};

const matchRoute = (
  segments: readonly PatternSegment[],
  parts: readonly string[],
  context: RoutingContext,
): Record<string, string> | null => {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.kind === 'literal') {
      if (part !== literalText(segment, context)) return null;
    } else {
      params[segment.name] = part;
    }
  }
  return params;
};

/**
 * Spec §2: the route, market and parameters of a storefront path (query and fragment ignored,
 * one trailing slash tolerated), or null for an unknown locale, an unknown route, an empty or
 * extra segment or malformed percent-encoding.
 */
export const matchPath = (path: string, context: RoutingContext): RouteMatch | null => {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return null;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const decoded = trimmed.slice(1).split('/').map(decodeSegment);
  if (decoded.some((part) => part === null || part === '')) return null;
  const [locale, ...parts] = decoded as readonly string[];
  if (!isLocale(locale)) return null;
  for (const name of routesBySpecificity(locale)) {
    const params = matchRoute(patternSegments(name, locale), parts, context);
    if (params !== null) return { name, locale, params } as RouteMatch;
  }
  return null;
};
