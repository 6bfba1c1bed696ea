import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPath } from '#domain/routing/match-path';
import { pathForTarget } from '#domain/routing/path-for';
import { routeTargetArbitrary, routingContextArbitrary } from '#test/support/arbitraries/routing.arbitrary';

const ctx = { product: 'audiora' };

// Paths built from pieces that look like ours, so the matcher meets near misses, not just noise.
const pathLike = fc
  .array(
    fc.oneof(
      fc.constantFrom('pl', 'cz', 'de', 'en', 'fr', 'koszyk', 'cart', 'catalog', 'katalog', 'help-center', 'napoveda'),
      fc.constantFrom('', '%', '%2F', '%E0%A4%A', '..', 'join-audiora-club', 'success', 'audiora-plus', 'user-panel'),
      fc.string(),
    ),
    { maxLength: 6 },
  )
  .map((segments) => `/${segments.join('/')}`);

describe('matchPath properties (spec §2)', () => {
  it('never throws, and whatever it matches builds back to a path that matches the same', () => {
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.string()), (path) => {
        const match = matchPath(path, ctx);
        if (match === null) return;
        expect(matchPath(pathForTarget(match, match.locale, ctx), ctx)).toEqual(match);
      }),
    );
  });

  it('matches nothing deeper than the deepest route (locale and three segments)', () => {
    fc.assert(
      fc.property(
        routeTargetArbitrary,
        routingContextArbitrary,
        fc.array(fc.string({ minLength: 1 }), { minLength: 4, maxLength: 6 }),
        (target, context, extra) => {
          const path = `/en/${extra.map(encodeURIComponent).join('/')}`;
          expect(matchPath(path, context)).toBeNull();
          // Adding the segments to a real route's path cannot make it match either.
          expect(
            matchPath(`${pathForTarget(target, 'pl', context)}/${extra.map(encodeURIComponent).join('/')}`, context),
          ).toBeNull();
        },
      ),
    );
  });

  it('ignores a query and a fragment', () => {
    fc.assert(
      fc.property(routeTargetArbitrary, fc.string(), fc.string(), (target, query, fragment) => {
        const path = pathForTarget(target, 'cz', ctx);
        expect(matchPath(`${path}?${query}#${fragment}`, ctx)).toEqual(matchPath(path, ctx));
      }),
    );
  });
});
