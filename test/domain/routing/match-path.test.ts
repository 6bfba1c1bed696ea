import { describe, expect, it } from 'vitest';
import { matchPath } from '#domain/routing/match-path';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';

const ctx = DEFAULT_ROUTING_CONTEXT;

describe('matchPath (spec §2)', () => {
  it.each([
    ['/pl', { name: 'home', locale: 'pl', params: {} }],
    ['/pl/', { name: 'home', locale: 'pl', params: {} }],
    ['/pl/koszyk', { name: 'cart', locale: 'pl', params: {} }],
    ['/cz/kosik', { name: 'cart', locale: 'cz', params: {} }],
    ['/de/cart', { name: 'cart', locale: 'de', params: {} }],
    ['/sk/catalog', { name: 'catalog', locale: 'sk', params: {} }],
    ['/sk/catalog/krimi', { name: 'category', locale: 'sk', params: { id: 'krimi' } }],
    ['/pl/cykl/cykle-audiobookow/', { name: 'cycle', locale: 'pl', params: { id: 'cykle-audiobookow' } }],
    ['/pl/szukaj?phrase=kot', { name: 'search', locale: 'pl', params: {} }],
    ['/en/search/a%2Fb#top', { name: 'searchContext', locale: 'en', params: { context: 'a/b' } }],
    [
      '/cz/napoveda/ucet/%C5%BE',
      { name: 'helpCenterWithQuestion', locale: 'cz', params: { categoryId: 'ucet', questionId: 'ž' } },
    ],
    ['/tr/join-audiora-club', { name: 'joinClub', locale: 'tr', params: {} }],
    ['/pl/sukces/klub-audiora-kod', { name: 'successClubCode', locale: 'pl', params: {} }],
    ['/lt/user-panel/manage-plan', { name: 'userPanel_managePlan', locale: 'lt', params: {} }],
    ['/es/error/503', { name: 'error503', locale: 'es', params: {} }],
  ])('%s', (path, expected) => {
    expect(matchPath(path, ctx)).toEqual(expected);
  });

  it.each([
    ['', 'no path'],
    ['/', 'no locale'],
    ['pl/koszyk', 'not absolute'],
    ['/fr/cart', 'unknown locale'],
    ['/PL/koszyk', 'locale codes are lowercase'],
    ['/pl/cart', 'pl has its own cart path'],
    ['/de/koszyk', 'de keeps the English paths'],
    ['/en/nowhere', 'unknown route'],
    ['/en/cart/extra', 'extra segment'],
    ['/en/help-center/a/b/c', 'extra segment'],
    ['/en//cart', 'empty segment'],
    ['/en/audiobook/', 'empty id'],
    ['/en/audiobook/%E0%A4%A', 'malformed percent-encoding'],
    ['/en/join-other-club', 'another brand'],
    ['/en/success/other-plus', 'another brand'],
  ])('%j is no route (%s)', (path) => {
    expect(matchPath(path, ctx)).toBeNull();
  });

  it('matches product paths of the configured brand', () => {
    expect(matchPath('/en/join-other-club', { product: 'other' })?.name).toBe('joinClub');
    expect(matchPath('/en/join-audiora-club', { product: 'other' })).toBeNull();
  });
});
