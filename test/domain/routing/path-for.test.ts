import { describe, expect, it } from 'vitest';
import { pathFor, pathForTarget } from '#domain/routing/path-for';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';

const ctx = DEFAULT_ROUTING_CONTEXT;

describe('pathFor (spec §2: every internal link carries a locale prefix)', () => {
  it('builds the home path as the bare locale', () => {
    expect(pathFor('home', {}, 'pl', ctx)).toBe('/pl');
  });

  it('builds the help-center question path from both ids', () => {
    expect(pathFor('helpCenterWithQuestion', { categoryId: 'konto', questionId: '12' }, 'pl', ctx)).toBe(
      '/pl/centrum-pomocy/konto/12',
    );
  });

  it.each([
    ['a/b', '/en/search/a%2Fb'],
    ['a?b#c', '/en/search/a%3Fb%23c'],
    ['100%', '/en/search/100%25'],
    ['żółw', '/en/search/%C5%BC%C3%B3%C5%82w'],
    ['two words', '/en/search/two%20words'],
    ['..', '/en/search/..'],
  ])('encodes the parameter %j as one segment', (context, path) => {
    expect(pathFor('searchContext', { context }, 'en', ctx)).toBe(path);
  });

  it('refuses an empty parameter, which would read as another route', () => {
    expect(() => pathFor('category', { id: '' }, 'en', ctx)).toThrow(RangeError);
  });

  it('builds a route target without its name typed in advance', () => {
    expect(pathForTarget({ name: 'podcast', params: { id: 'p1' } }, 'cz', ctx)).toBe('/cz/podcast/p1');
  });
});
