import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ANY_SEGMENT, literalSegmentsOf, routePathShape } from '#server/storefront/route-manifest/route-path-shape';
import { storefrontRouteTree } from '#test/support/storefront-route-tree';

const { routes, manifest } = storefrontRouteTree();
const literals = literalSegmentsOf(Object.values(manifest).map((route) => route?.path));
const matchedIds = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

/** Segments as links carry them: the routes' own words, in any case or percent-encoded, ids, and odd ones. */
const segment = fc.oneof(
  fc.constantFrom(...literals),
  fc.constantFrom(...literals).map((word) => word.toUpperCase()),
  fc.constantFrom(...literals).map((word) => [...word].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')),
  fc.uuid(),
  fc.constantFrom('join-audiora-club', 'success', '42', '.', '..', '%2F', '%5C', '%00', 'ż', '%C5%BC', '_', ''),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map(encodeURIComponent),
);
const path = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join('/')}`);

describe('the shape of a path', () => {
  it('matches the same routes as the path itself, for any path', () => {
    fc.assert(
      fc.property(path, (asked) => {
        expect(matchedIds(routePathShape(asked, literals))).toEqual(matchedIds(asked));
      }),
      { numRuns: 1_000 },
    );
    // Each match ranks the whole table anew.
  }, 30_000);

  it('is one for every id of a route, and keeps the words routes name', () => {
    expect(routePathShape('/pl/audiobook/2f5ed349-74e4-53d2-81d7-19c3a58de467', literals)).toBe(
      `/pl/audiobook/${ANY_SEGMENT}`,
    );
    expect(routePathShape('/de/audiobook/42', literals)).toBe(`/${ANY_SEGMENT}/audiobook/${ANY_SEGMENT}`);
    expect(routePathShape('/PL/%61udiobook/', literals)).toBe('/PL/%61udiobook/');
  });

  it('keeps a segment that is not plain, or does not decode, as it is', () => {
    expect(routePathShape('/pl/audiobook/%E0%A4%A', literals)).toBe('/pl/audiobook/%E0%A4%A');
    expect(routePathShape('/%5C/a%20b', literals)).toBe('/%5C/a%20b');
  });

  it('lists the literal segments of route paths, without parameters or splats', () => {
    expect([...literalSegmentsOf(['pl', 'audiobook/:id', 'help-center/:categoryId/*', undefined, 'Lang?'])]).toEqual([
      'pl',
      'audiobook',
      'help-center',
      'lang',
    ]);
    expect(() => literalSegmentsOf(['pl/_'])).toThrow(/stands for any segment/);
  });
});
