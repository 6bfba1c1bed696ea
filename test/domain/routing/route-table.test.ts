import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { pathFor, pathForTarget } from '#domain/routing/path-for';
import { patternSegments } from '#domain/routing/route-pattern';
import { PATH_LANGUAGE, ROUTE_NAMES, ROUTE_TABLE, type RouteTarget } from '#domain/routing/route-table';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { paramNamesOf } from '#test/support/arbitraries/routing.arbitrary';

const ctx = DEFAULT_ROUTING_CONTEXT;

// One value per parameter so every route can be drawn.
const sample = (name: (typeof ROUTE_NAMES)[number]): RouteTarget =>
  ({ name, params: Object.fromEntries(paramNamesOf(name).map((p) => [p, `{${p}}`])) }) as RouteTarget;

describe('route table (spec §2)', () => {
  it('has every path of the spec, with the locale prefix, in a market that keeps the English paths', () => {
    const paths = ROUTE_NAMES.map((name) => decodeURIComponent(pathForTarget(sample(name), 'de', ctx)));
    expect(paths).toEqual([
      '/de',
      '/de/audiobook/{id}',
      '/de/author/{id}',
      '/de/lector/{id}',
      '/de/publisher/{id}',
      '/de/cycle/{id}',
      '/de/podcast/{id}',
      '/de/player/{id}',
      '/de/catalog',
      '/de/catalog/{id}',
      '/de/cart',
      '/de/favourites',
      '/de/shelf',
      '/de/recently-played',
      '/de/applications',
      '/de/newsletter',
      '/de/search',
      '/de/search/{context}',
      '/de/help-center',
      '/de/help-center/{categoryId}',
      '/de/help-center/{categoryId}/{questionId}',
      '/de/sign-in',
      '/de/sign-up',
      '/de/password-reset',
      '/de/password-reset/{id}',
      '/de/device',
      '/de/join-audiora-club',
      '/de/copyright-notice',
      '/de/privacy-policy',
      '/de/review-terms',
      '/de/success/audiobook',
      '/de/success/audiora-club',
      '/de/success/audiora-club-code',
      '/de/success/audiora-club-payu',
      '/de/success/audiora-plus',
      '/de/user-panel',
      '/de/user-panel/consents',
      '/de/user-panel/family-sharing',
      '/de/user-panel/listening-stats',
      '/de/user-panel/playback-limit',
      '/de/user-panel/profile',
      '/de/user-panel/sessions',
      '/de/user-panel/manage-plan',
      '/de/error/503',
    ]);
  });

  it.each([
    ['pl', 'cart', '/pl/koszyk'],
    ['pl', 'signIn', '/pl/zaloguj'],
    ['pl', 'signUp', '/pl/zarejestruj'],
    ['pl', 'search', '/pl/szukaj'],
    ['pl', 'shelf', '/pl/polka'],
    ['pl', 'favourites', '/pl/ulubione'],
    ['pl', 'joinClub', '/pl/dolacz-do-klubu-audiora'],
    ['pl', 'privacyPolicy', '/pl/polityka-prywatnosci'],
    ['pl', 'userPanel_listeningStats', '/pl/panel-uzytkownika/statystyki-sluchania'],
    ['cz', 'userPanel_listeningStats', '/cz/uzivatelsky-panel/statistiky-poslechu'],
    ['pl', 'recentlyPlayed', '/pl/ostatnio-sluchane'],
    ['pl', 'userPanel_profile', '/pl/panel-uzytkownika/profil'],
    ['cz', 'cart', '/cz/kosik'],
    ['cz', 'signIn', '/cz/prihlaseni'],
    ['cz', 'signUp', '/cz/registrace'],
    ['cz', 'search', '/cz/hledat'],
    ['cz', 'favourites', '/cz/oblibene'],
    ['cz', 'helpCenter', '/cz/napoveda'],
  ] as const)('localises %s %s as %s (spec examples)', (locale, name, path) => {
    expect(pathForTarget(sample(name), locale, ctx)).toBe(path);
  });

  it('localises the id routes in pl and cz', () => {
    expect(pathFor('audiobook', { id: '7' }, 'pl', ctx)).toBe('/pl/audiobook/7');
    expect(pathFor('lector', { id: '7' }, 'pl', ctx)).toBe('/pl/lektor/7');
    expect(pathFor('cycle', { id: 'zapowiedzi' }, 'pl', ctx)).toBe('/pl/cykl/zapowiedzi');
    expect(pathFor('player', { id: '7' }, 'pl', ctx)).toBe('/pl/odtwarzacz/7');
    expect(pathFor('category', { id: 'kryminal' }, 'pl', ctx)).toBe('/pl/katalog/kryminal');
    expect(pathFor('lector', { id: '7' }, 'cz', ctx)).toBe('/cz/interpret/7');
    expect(pathFor('publisher', { id: '7' }, 'cz', ctx)).toBe('/cz/vydavatel/7');
    expect(pathFor('cycle', { id: '7' }, 'cz', ctx)).toBe('/cz/serie/7');
    expect(pathFor('player', { id: '7' }, 'cz', ctx)).toBe('/cz/prehravac/7');
  });

  it('keeps the English paths in every market without its own (all but pl and cz)', () => {
    expect(LOCALES.filter((l) => PATH_LANGUAGE[l] === 'en')).toEqual(['sk', 'de', 'lt', 'es', 'en', 'tr']);
    for (const locale of ['sk', 'lt', 'es', 'en', 'tr'] as const) {
      for (const name of ROUTE_NAMES) {
        expect(pathForTarget(sample(name), locale, ctx)).toBe(
          pathForTarget(sample(name), 'de', ctx).replace(/^\/de/, `/${locale}`),
        );
      }
    }
  });

  it('serves the error page at /error/503 in every market', () => {
    expect(LOCALES.map((l) => pathFor('error503', {}, l, ctx))).toEqual(LOCALES.map((l) => `/${l}/error/503`));
  });

  it('names every route links use in the spec', () => {
    const named = ['home', 'signIn', 'signUp', 'passwordReset', 'joinClub', 'newsletter', 'favourites', 'shelf'];
    const more = ['recentlyPlayed', 'userPanel', 'userPanel_profile', 'helpCenter', 'helpCenterWithQuestion'];
    const rest = ['privacyPolicy', 'copyrightNotice', 'cycle', 'cart', 'audiobook', 'catalog', 'category', 'player'];
    expect(ROUTE_NAMES).toEqual(expect.arrayContaining([...named, ...more, ...rest, 'podcast', 'search']));
  });

  it('has the same parameters in every language', () => {
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const params = patternSegments(name, locale).flatMap((s) => (s.kind === 'param' ? [s.name] : []));
        expect(params).toEqual(paramNamesOf(name));
      }
    }
  });

  it('uses ASCII-only slugs', () => {
    const literals = ROUTE_NAMES.flatMap((name) => Object.values(ROUTE_TABLE[name]))
      .flatMap((pattern) => pattern.split('/'))
      .filter((segment) => segment !== '' && !segment.startsWith(':'));
    for (const segment of literals) expect(segment).toMatch(/^([a-z0-9-]|\{product\})+$/);
  });

  it('puts the configured brand name into the product paths', () => {
    const context = { product: 'lumo' };
    expect(pathFor('joinClub', {}, 'en', context)).toBe('/en/join-lumo-club');
    expect(pathFor('successClubCode', {}, 'en', context)).toBe('/en/success/lumo-club-code');
    expect(pathFor('successClubPayu', {}, 'pl', context)).toBe('/pl/sukces/klub-lumo-payu');
    expect(pathFor('successPlus', {}, 'cz', context)).toBe('/cz/uspech/lumo-plus');
  });
});
