import { describe, expect, it } from 'vitest';
import { ACTIVATION_METHODS, activationMethods } from '#domain/club/activation-methods';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';

describe('activationMethods', () => {
  it.each(LOCALES.map((locale) => [locale, MARKETS[locale]] as const))(
    'offers %s a card and gift codes where the club is on, BLIK only in pl, nothing without the club',
    (locale, market) => {
      const methods = activationMethods(market);
      if (!market.features.club) return expect(methods).toEqual([]);
      expect(methods).toEqual(expect.arrayContaining(['card', 'gift-code']));
      expect(methods.includes('blik')).toBe(locale === 'pl');
      expect(methods.every((method) => ACTIVATION_METHODS.includes(method))).toBe(true);
    },
  );

  it('follows the spec: no club in sk and es', () => {
    expect(activationMethods(MARKETS.sk)).toEqual([]);
    expect(activationMethods(MARKETS.es)).toEqual([]);
    expect(activationMethods(MARKETS.pl)).toEqual(['card', 'blik', 'gift-code']);
  });
});
