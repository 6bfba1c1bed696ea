import { describe, expect, it } from 'vitest';
import { LOCALES, languageOf } from '#domain/market/locale';
import { MARKETS, marketFor } from '#domain/market/markets';

const flagged = (flag: 'sharing' | 'kids' | 'club' | 'oldWeb') =>
  LOCALES.filter((l) => MARKETS[l].features[flag]).sort();

describe('markets (spec §1)', () => {
  it('has one market per locale, each knowing its own locale', () => {
    for (const locale of LOCALES) expect(MARKETS[locale].locale).toBe(locale);
  });

  it('gives each market the currency of the spec (en takes the default, PLN)', () => {
    const currencies = Object.fromEntries(LOCALES.map((l) => [l, MARKETS[l].currency]));
    expect(currencies).toEqual({
      pl: 'PLN',
      de: 'EUR',
      cz: 'CZK',
      sk: 'EUR',
      lt: 'EUR',
      tr: 'TRY',
      es: 'EUR',
      en: 'PLN',
    });
  });

  it('uses the locale tags of the spec', () => {
    expect(['pl', 'de', 'cz', 'sk', 'lt', 'tr', 'es'].map((l) => marketFor(l).ietfTag)).toEqual([
      'pl-PL',
      'de-DE',
      'cs-CZ',
      'sk-SK',
      'lt-LT',
      'tr-TR',
      'es-ES',
    ]);
  });

  it('switches the features on exactly where the spec says', () => {
    expect(flagged('sharing')).toEqual(['cz', 'de', 'pl']);
    expect(flagged('kids')).toEqual(['pl']);
    expect(flagged('club')).toEqual(['cz', 'de', 'lt', 'pl', 'tr']);
    expect(flagged('oldWeb')).toEqual(['de', 'lt', 'pl']);
  });

  it('leaves the footer and structured data out in es only', () => {
    expect(LOCALES.filter((l) => !MARKETS[l].hasFooter)).toEqual(['es']);
    expect(LOCALES.filter((l) => !MARKETS[l].hasStructuredData)).toEqual(['es']);
  });

  it('has a distinct fixed catalog id (a UUID) per market', () => {
    const ids = LOCALES.map((l) => MARKETS[l].catalogId);
    expect(new Set(ids).size).toBe(LOCALES.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('translates cz as cs and every other locale as itself', () => {
    expect(LOCALES.map(languageOf)).toEqual(['pl', 'cs', 'sk', 'de', 'lt', 'es', 'en', 'tr']);
  });

  it('falls back to the pl market for an unknown code', () => {
    expect(marketFor('xx').locale).toBe('pl');
  });
});
