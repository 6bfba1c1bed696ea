import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { aSearchHit } from '#test/support/arbitraries/search.arbitrary';
import { searchHitHref } from '#ui/components/search/search-hit-href';
import { searchPageHref } from '#ui/components/search/search-links';
import { searchPagePhrase } from '#ui/components/search/search-page-phrase';

const href = (deeplink: string, locale: 'pl' | 'cz' = 'pl') =>
  searchHitHref(aSearchHit('42', { deeplink }), locale, DEFAULT_ROUTING_CONTEXT);

describe('searchHitHref', () => {
  it.each([
    ['https://audiora.link/pod/7', '/pl/podcast/7'],
    ['https://audiora.link/c/9', '/pl/cykl/9'],
    ['/pl/audiobook/42', '/pl/audiobook/42'],
    ['//evil.example/pl/', '/pl/audiobook/42'],
    ['/pl/\\evil.example', '/pl/audiobook/42'],
    ['/de/audiobook/42', '/pl/audiobook/42'],
    ['https://evil.example/a/42', '/pl/audiobook/42'],
    ['javascript:alert(1)', '/pl/audiobook/42'],
  ])('leads %s to %s in the pl market', (deeplink, expected) => {
    expect(href(deeplink)).toBe(expected);
  });

  it("maps a short link to the market's localised route", () => {
    expect(href('https://audiora.link/a/42', 'cz')).toBe('/cz/audiokniha/42');
  });
});

describe('searchPageHref', () => {
  it('goes to the localised search route with the phrase encoded as a query parameter', () => {
    expect(searchPageHref('Pan Tadeusz & co', 'pl', DEFAULT_ROUTING_CONTEXT)).toBe(
      '/pl/szukaj?phrase=Pan+Tadeusz+%26+co',
    );
    expect(searchPageHref('ä', 'cz', DEFAULT_ROUTING_CONTEXT)).toBe('/cz/hledat?phrase=%C3%A4');
  });
});

describe('searchPagePhrase', () => {
  it.each([
    ['/pl/szukaj', '?phrase=lalka', 'lalka'],
    ['/cz/hledat/detektivky', '?phrase=%20holmes%20&page=2', 'holmes'],
    ['/de/search', '?phrase=faust&facet=type:podcast', 'faust'],
    ['/pl/szukaj', '', null],
    ['/pl/szukaj', '?phrase=%20%20', null],
    ['/en/search', `?phrase=${'a'.repeat(121)}`, null],
    ['/pl', '?phrase=lalka', undefined],
    ['/pl/katalog/kryminal', '?phrase=lalka', undefined],
    ['/pl/search', '?phrase=lalka', undefined],
  ])('reads %s%s as %s', (pathname, search, expected) => {
    expect(searchPagePhrase(pathname, search, DEFAULT_ROUTING_CONTEXT)).toBe(expected);
  });
});
