import type { Locale } from '../market/locale';
import { literalText, patternSegments } from './route-pattern';
import type { RouteName, RouteParams, RouteTarget } from './route-table';
import type { RoutingContext } from './routing-context';

const buildPath = (
  name: RouteName,
  values: Readonly<Record<string, string | undefined>>,
  locale: Locale,
  context: RoutingContext,
): string => {
  const segments = patternSegments(name, locale).map((segment) => {
    if (segment.kind === 'literal') return literalText(segment, context);
    const value = values[segment.name];
    if (value === undefined || value === '') throw new RangeError(`Route ${name} needs a non-empty ${segment.name}`);
    return encodeURIComponent(value);
  });
  return `/${[locale, ...segments].join('/')}`;
};

/**
 * Spec §2: the path of a named route in a market, always with the locale prefix (`/pl/koszyk`,
 * `/de/audiobook/42`); parameter values are URL-encoded so any text survives as one segment.
 * An empty parameter has no path (it would read as a different route) and is a caller's bug.
 */
export const pathFor = <N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  locale: Locale,
  context: RoutingContext,
): string => buildPath(name, params, locale, context);

/** Spec §2: the path of a route target (e.g. a resolved short link or a catalogue entry) in a market. */
export const pathForTarget = (target: RouteTarget, locale: Locale, context: RoutingContext): string =>
  buildPath(target.name, target.params, locale, context);
