import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator, sharedTranslator, type TFunction } from '#ui/i18n/translator';
import { loadTranslations, type Translations } from '#ui/i18n/translations';

// A small text of the shape the storefront's files have, read through the same code.
const sample = (text: object) => text as unknown as Translations;
const anyKey = (t: TFunction) => t as (key: string, values?: Record<string, string | number>) => string;

describe('createTranslator', () => {
  const text = sample({
    cart: { title: 'Cart', greeting: 'Hello, {{name}}! Hello again, {{ name }}.', empty: '' },
    items: { count_one: '{{count}} item', count_few: '{{count}} items (few)', count_other: '{{count}} items' },
    bare: { count: 'no plural forms: {{count}}' },
  });

  it('reads dotted keys and puts values into every place that names them', () => {
    const t = anyKey(createTranslator('en', text).t);
    expect(t('cart.title')).toBe('Cart');
    expect(t('cart.greeting', { name: 'Ola' })).toBe('Hello, Ola! Hello again, Ola.');
  });

  it('leaves a place without a value as it is, and never reads a value as a pattern', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const t = anyKey(createTranslator('en', text).t);
        expect(t('cart.greeting', { name })).toBe(`Hello, ${name}! Hello again, ${name}.`);
        expect(t('cart.greeting', {})).toBe('Hello, {{name}}! Hello again, {{ name }}.');
      }),
    );
  });

  it('answers an unknown key, a branch or an empty text with the key itself, so the gap shows', () => {
    const translator = createTranslator('en', text);
    const t = anyKey(translator.t);
    expect(t('cart.missing')).toBe('cart.missing');
    expect(t('cart')).toBe('cart');
    expect(t('cart.title.deeper')).toBe('cart.title.deeper');
    expect(t('cart.empty')).toBe('cart.empty');
    expect(translator.exists('cart.title')).toBe(true);
    expect(translator.exists('cart.empty')).toBe(false);
    expect(translator.exists('Your order is on its way')).toBe(false);
  });

  it("picks the plural form the language's own rules name for the count", () => {
    fc.assert(
      fc.property(fc.constantFrom('en', 'pl', 'cs', 'lt', 'tr'), fc.nat(1_000_000), (language, count) => {
        const t = anyKey(createTranslator(language, text).t);
        const form = new Intl.PluralRules(language).select(count);
        const expected = form === 'one' ? `${count} item` : form === 'few' ? `${count} items (few)` : `${count} items`;
        expect(t('items.count', { count })).toBe(expected);
      }),
    );
  });

  it('falls back to the key without a plural form when the text has none', () => {
    expect(anyKey(createTranslator('en', text).t)('bare.count', { count: 3 })).toBe('no plural forms: 3');
  });

  it("reads the storefront's own plural forms: Polish few and many, Czech few", async () => {
    const pl = createTranslator('pl', await loadTranslations('pl')).t;
    const cs = createTranslator('cs', await loadTranslations('cs')).t;
    expect([1, 3, 5, 22, 25].map((count) => pl('duration.minutes', { count }))).toEqual([
      '1 minuta',
      '3 minuty',
      '5 minut',
      '22 minuty',
      '25 minut',
    ]);
    expect(cs('favourites.count', { count: 3 })).toBe('3 tituly');
  });
});

describe('sharedTranslator', () => {
  it('gives every caller with the same text the same translator, already in its language', async () => {
    const polish = await loadTranslations('pl');
    const first = sharedTranslator('pl', polish);
    expect(sharedTranslator('pl', polish)).toBe(first);
    expect(first.language).toBe('pl');
  });

  it('keeps one translator per language, each translating in its own', async () => {
    const polish = sharedTranslator('pl', await loadTranslations('pl'));
    const german = sharedTranslator('de', await loadTranslations('de'));
    expect(german).not.toBe(polish);
    expect(german.t('pages.cart.title')).not.toBe(polish.t('pages.cart.title'));
  });
});
