import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLocale, LOCALES, languageOf } from '#domain/market/locale';
import { negotiateLocale } from '#domain/market/negotiate-locale';

const locale = fc.constantFrom(...LOCALES);

describe('negotiateLocale properties', () => {
  it('always answers a supported locale, whatever the header', () => {
    fc.assert(fc.property(fc.string(), (header) => isLocale(negotiateLocale(header))));
  });

  it('picks a market whose language is listed first with full quality', () => {
    fc.assert(
      fc.property(locale, fc.array(fc.constantFrom('fr', 'it', 'nl', ...LOCALES.map(languageOf))), (first, rest) => {
        const header = [`${languageOf(first)}-XX`, ...rest.map((l) => `${l};q=0.5`)].join(',');
        expect(negotiateLocale(header)).toBe(first);
      }),
    );
  });

  it('prefers the higher quality regardless of order', () => {
    fc.assert(
      fc.property(locale, locale, (low, high) => {
        fc.pre(low !== high);
        const header = `${languageOf(low)};q=0.3,${languageOf(high)};q=0.7`;
        expect(negotiateLocale(header)).toBe(high);
      }),
    );
  });
});
