import { isLocale, LOCALES, type Locale } from '../market/locale';
import { decodeSegment } from './decode-segment';
import { literalText, type PatternSegment, patternSegments } from './route-pattern';
import { ROUTE_NAMES, type RouteMatch, type RouteName } from './route-table';
import type { RoutingContext } from './routing-context';

const literalCount = (segments: readonly PatternSegment[]): number =>
  segments.filter((s) => s.kind === 'literal').length;

// Fixed text wins over a parameter at the same depth, should the table ever gain such an overlap.
const BY_SPECIFICITY: ReadonlyMap<Locale, readonly RouteName[]> = new Map(
  LOCALES.map((locale) => [
    locale,
    [...ROUTE_NAMES].sort(
      (a, b) => literalCount(patternSegments(b, locale)) - literalCount(patternSegments(a, locale)),
    ),
  ]),
);

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
  for (const name of BY_SPECIFICITY.get(locale) ?? []) {
    const params = matchRoute(patternSegments(name, locale), parts, context);
    if (params !== null) return { name, locale, params } as RouteMatch;
  }
  return null;
};
