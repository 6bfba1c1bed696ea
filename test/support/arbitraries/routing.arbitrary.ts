import fc from 'fast-check';
import { LOCALES, type Locale } from '#domain/market/locale';
import { patternSegments } from '#domain/routing/route-pattern';
import { ROUTE_NAMES, type RouteName, type RouteTarget } from '#domain/routing/route-table';
import type { RoutingContext } from '#domain/routing/routing-context';
import { anyScalarStringOf } from './text.arbitrary';

export const localeArbitrary: fc.Arbitrary<Locale> = fc.constantFrom(...LOCALES);

export const routeNameArbitrary: fc.Arbitrary<RouteName> = fc.constantFrom(...ROUTE_NAMES);

/** Brand names as configuration accepts them (`[a-z][a-z0-9-]{1,30}`). */
export const productArbitrary: fc.Arbitrary<string> = fc.stringMatching(/^[a-z][a-z0-9-]{1,30}$/);

export const routingContextArbitrary: fc.Arbitrary<RoutingContext> = productArbitrary.map((product) => ({ product }));

const RESERVED = ['/', '?', '#', '%', '&', '=', '+', ' ', '.', '..', ':', '@', '\\', '%2F', '%25', ';', ',', '"', "'"];

/** Non-empty parameter values: printable ASCII, any Unicode grapheme, any code point, and URL-reserved pieces. */
export const paramValueArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.string({ minLength: 1, unit: 'grapheme' }),
  anyScalarStringOf({ minLength: 1 }),
  fc.array(fc.constantFrom(...RESERVED), { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
);

/** The names of a route's parameters, in path order. */
export const paramNamesOf = (name: RouteName): readonly string[] =>
  patternSegments(name, 'en').flatMap((segment) => (segment.kind === 'param' ? [segment.name] : []));

/** A route with arbitrary values for each of its parameters. */
export const routeTargetArbitrary: fc.Arbitrary<RouteTarget> = routeNameArbitrary.chain((name) =>
  fc.tuple(...paramNamesOf(name).map(() => paramValueArbitrary)).map(
    (values) =>
      // The table types each route's params; here they are built from the same table's pattern.
      ({
        name,
        params: Object.fromEntries(paramNamesOf(name).map((param, index) => [param, values[index] ?? 'x'])),
      }) as RouteTarget,
  ),
);
