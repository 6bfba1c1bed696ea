import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, languageOf, type Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { createTranslator } from '#ui/i18n/translator';
import { formatDate, formatDuration, formatPrice } from '#ui/i18n/format';
import { loadTranslations } from '#ui/i18n/translations';

// Intl separates amount and currency with a no-break space (narrow in some locales); tests spell it out.
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

const tFor = async (locale: Locale) => {
  const language = languageOf(locale);
  return createTranslator(language, await loadTranslations(language)).t;
};

describe('formatPrice', () => {
  it.each([
    ['pl', 3990, '39,90 zł'],
    ['pl', 123450, '1234,50 zł'],
    ['cz', 32900, '329 Kč'],
    ['cz', 32950, '329,50 Kč'],
    ['sk', 400, '4,00 €'],
    ['de', 1250, '12,50 €'],
    ['lt', 123450, '1 234,50 €'],
    ['es', 999, '9,99 €'],
    ['en', 3990, 'PLN 39.90'],
    ['tr', 123450, '₺1.234,50'],
  ] as const)('%s %d -> %s', (locale, minorUnits, expected) => {
    expect(formatPrice(minorUnits, MARKETS[locale])).toBe(nbsp(expected));
  });

  it('keeps every digit of the amount: whole crowns in cz, two decimals elsewhere', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 10_000_000 }), (locale, minorUnits) => {
        const market = MARKETS[locale];
        const digits = formatPrice(minorUnits, market).replace(/\D/g, '');
        const wholeCrowns = market.currency === 'CZK' && minorUnits % 100 === 0;
        expect(digits).toBe(String(wholeCrowns ? minorUnits / 100 : minorUnits).padStart(wholeCrowns ? 1 : 3, '0'));
      }),
    );
  });
});

describe('formatDate', () => {
  it.each([
    ['pl', '1 stycznia 2025'],
    ['cz', '1. ledna 2025'],
    ['sk', '1. januára 2025'],
    ['de', '1. Januar 2025'],
    ['lt', '2025 m. sausio 1 d.'],
    ['es', '1 de enero de 2025'],
    ['en', '1 January 2025'],
    ['tr', '1 Ocak 2025'],
  ] as const)('%s shows the Warsaw calendar day: 23:30 UTC on 31 December is %s', (locale, expected) => {
    expect(formatDate('2024-12-31T23:30:00Z', MARKETS[locale])).toBe(expected);
  });

  it('follows Warsaw summer time: 21:59:59 UTC is still the same day, 22:00 the next', () => {
    expect(formatDate('2024-06-30T21:59:59Z', MARKETS.pl)).toBe('30 czerwca 2024');
    expect(formatDate('2024-06-30T22:00:00Z', MARKETS.pl)).toBe('1 lipca 2024');
  });

  it('rejects text that is no date', () => {
    expect(() => formatDate('yesterday', MARKETS.pl)).toThrow(RangeError);
  });
});

describe('formatDuration', () => {
  const minutes = (n: number) => n * 60_000;

  it.each([
    ['pl', minutes(125), '2 godziny 5 minut'],
    ['pl', minutes(60), '1 godzina'],
    ['pl', minutes(22), '22 minuty'],
    ['pl', minutes(1), '1 minuta'],
    ['pl', minutes(12 * 60 + 25), '12 godzin 25 minut'],
    ['pl', 59_999, '0 minut'],
    ['cz', minutes(5 * 60 + 1), '5 hodin 1 minuta'],
    ['cz', minutes(3 * 60 + 4), '3 hodiny 4 minuty'],
    ['sk', minutes(2 * 60 + 10), '2 hodiny 10 minút'],
    ['lt', minutes(21), '21 minutė'],
    ['lt', minutes(10 * 60 + 3), '10 valandų 3 minutės'],
    ['de', minutes(61), '1 Stunde 1 Minute'],
    ['es', minutes(2 * 60), '2 horas'],
    ['en', minutes(1), '1 minute'],
    ['tr', minutes(3 * 60 + 2), '3 saat 2 dakika'],
  ] as const)('%s %d ms -> %s', async (locale, ms, expected) => {
    expect(formatDuration(ms, await tFor(locale))).toBe(expected);
  });

  it('shows the whole hours and minutes of any length, seconds dropped', async () => {
    const t = await tFor('en');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 * 3_600_000 }), (ms) => {
        const text = formatDuration(ms, t);
        const hours = Number(/(\d+) hours?/.exec(text)?.[1] ?? 0);
        const mins = Number(/(\d+) minutes?/.exec(text)?.[1] ?? 0);
        expect(hours * 60 + mins).toBe(Math.floor(ms / 60_000));
        expect(mins).toBeLessThan(60);
      }),
    );
  });

  it('rejects a length that is not a number', async () => {
    const t = await tFor('en');
    expect(() => formatDuration(Number.NaN, t)).toThrow(RangeError);
    expect(() => formatDuration(Number.POSITIVE_INFINITY, t)).toThrow(RangeError);
    expect(formatDuration(-5, t)).toBe('0 minutes');
  });
});
