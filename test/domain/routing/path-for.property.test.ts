import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { matchPath } from '#domain/routing/match-path';
import { pathForTarget } from '#domain/routing/path-for';
import { patternSegments } from '#domain/routing/route-pattern';
import { ROUTE_NAMES, type RouteTarget } from '#domain/routing/route-table';
import {
  localeArbitrary,
  paramNamesOf,
  paramValueArbitrary,
  routeTargetArbitrary,
  routingContextArbitrary,
} from '#test/support/arbitraries/routing.arbitrary';

describe('pathFor / matchPath properties (spec §2)', () => {
  it('round-trips every route in every market with any parameter values and brand', () => {
    fc.assert(
      fc.property(routeTargetArbitrary, localeArbitrary, routingContextArbitrary, (target, locale, context) => {
        const path = pathForTarget(target, locale, context);
        expect(matchPath(path, context)).toEqual({ name: target.name, locale, params: target.params });
      }),
    );
  });

  it('gives no two routes the same path in a market, whatever the brand and parameter value', () => {
    fc.assert(
      fc.property(localeArbitrary, routingContextArbitrary, paramValueArbitrary, (locale, context, value) => {
        const paths = ROUTE_NAMES.map((name) =>
          pathForTarget(
            { name, params: Object.fromEntries(paramNamesOf(name).map((p) => [p, value])) } as RouteTarget,
            locale,
            context,
          ),
        );
        expect(new Set(paths).size).toBe(ROUTE_NAMES.length);
      }),
    );
  });

  it('puts the locale first and each parameter in exactly one segment, with no query or fragment', () => {
    fc.assert(
      fc.property(routeTargetArbitrary, localeArbitrary, routingContextArbitrary, (target, locale, context) => {
        const path = pathForTarget(target, locale, context);
        const [empty, first, ...rest] = path.split('/');
        expect(empty).toBe('');
        expect(first).toBe(locale);
        expect(rest).toHaveLength(patternSegments(target.name, locale).length);
        expect(rest.every((segment) => segment !== '')).toBe(true);
        expect(path).not.toMatch(/[?#\\\s]/);
      }),
    );
  });

  it('never matches a path under a code that is not a market', () => {
    fc.assert(
      fc.property(
        routeTargetArbitrary,
        localeArbitrary,
        fc.string({ minLength: 1 }).filter((code) => !(LOCALES as readonly string[]).includes(code)),
        (target, locale, code) => {
          const path = pathForTarget(target, locale, { product: 'audiora' });
          const foreign = `/${encodeURIComponent(code)}${path.slice(locale.length + 1)}`;
          expect(matchPath(foreign, { product: 'audiora' })).toBeNull();
        },
      ),
    );
  });
});
