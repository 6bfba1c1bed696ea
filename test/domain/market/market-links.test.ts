import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { kidsShelfCategory, legacyStorePage } from '#domain/market/market-links';
import { MARKETS } from '#domain/market/markets';

describe('the market flags the spec defines without showing their effect (spec §1)', () => {
  it('kids: only pl links to a children’s shelf, its "dla-dzieci" category', () => {
    expect(LOCALES.map((locale) => [locale, kidsShelfCategory(locale)])).toEqual(
      LOCALES.map((locale) => [locale, locale === 'pl' ? 'dla-dzieci' : null]),
    );
  });

  it('oldWeb: pl, de and lt link to their page on the legacy store, when its host is configured', () => {
    expect(LOCALES.filter((locale) => legacyStorePage(locale, 'store.audiora.example') !== null)).toEqual([
      'pl',
      'de',
      'lt',
    ]);
    expect(legacyStorePage('de', 'store.audiora.example')).toBe('https://store.audiora.example/de');
    for (const locale of LOCALES) expect(legacyStorePage(locale, undefined)).toBeNull();
  });

  it('follows the market configuration, not a list of its own', () => {
    for (const locale of LOCALES) {
      expect(kidsShelfCategory(locale) !== null).toBe(MARKETS[locale].features.kids);
      expect(legacyStorePage(locale, 'h') !== null).toBe(MARKETS[locale].features.oldWeb);
    }
  });
});
