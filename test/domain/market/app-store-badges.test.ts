import { describe, expect, it } from 'vitest';
import { APP_STORE_BADGE_SIZE, appStoreBadgesFor, appStoreLinksFor } from '#domain/market/app-store-badges';
import { LOCALES } from '#domain/market/locale';

describe('app-store badges (spec §1: footer links to the apps on two stores, badge 135 by 40)', () => {
  it('is 135 by 40 pixels', () => {
    expect(APP_STORE_BADGE_SIZE).toEqual({ width: 135, height: 40 });
  });

  it.each([
    ['pl', 'pl', 'pl'],
    ['cz', 'cs', 'cz'],
    ['sk', 'sk', 'sk'],
    ['de', 'de', 'de'],
    ['lt', 'lt', 'lt'],
    ['en', 'en', 'gb'],
    ['tr', 'tr', 'tr'],
  ] as const)('links %s to the store listings in language %s and country %s', (locale, language, country) => {
    expect(appStoreBadgesFor(locale)).toEqual([
      {
        store: 'googlePlay',
        href: `https://play.google.com/store/apps/details?id=app.audiora.player&hl=${language}`,
        altKey: 'footer.app_badge.google_play_alt',
      },
      {
        store: 'appStore',
        href: `https://apps.apple.com/${country}/app/audiora/id1000000001`,
        altKey: 'footer.app_badge.app_store_alt',
      },
    ]);
  });

  it('shows none in es, which has no footer, though its store links exist', () => {
    expect(appStoreBadgesFor('es')).toEqual([]);
    expect(appStoreLinksFor('es').map((b) => b.href)).toEqual([
      'https://play.google.com/store/apps/details?id=app.audiora.player&hl=es',
      'https://apps.apple.com/es/app/audiora/id1000000001',
    ]);
  });

  it('shows both badges in every market with a footer', () => {
    expect(LOCALES.filter((l) => appStoreBadgesFor(l).length === 2)).toEqual([
      'pl',
      'cz',
      'sk',
      'de',
      'lt',
      'en',
      'tr',
    ]);
  });
});
