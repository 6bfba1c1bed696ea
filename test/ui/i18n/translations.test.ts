import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, languageOf } from '#domain/market/locale';
import { ROUTE_NAMES } from '#domain/routing/route-table';
import { LANGUAGES, loadTranslations } from '#ui/i18n/translations';
import { auditTranslations } from './translation-audit';

const LOCALES_DIR = join(import.meta.dirname, '../../../ui/locales');

const readLanguage = (language: string): unknown =>
  JSON.parse(readFileSync(join(LOCALES_DIR, language, 'common.json'), 'utf8'));

const ALL = Object.fromEntries(LANGUAGES.map((language) => [language, readLanguage(language)]));

describe('the translation files', () => {
  it('exist for exactly one language per market, cz being translated as cs', () => {
    const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(LOCALES.map(languageOf).sort());
    expect(folders).toContain('cs');
    expect(folders).not.toContain('cz');
  });

  it('agree on every key, plural form and interpolation variable', () => {
    expect(auditTranslations(ALL, 'en')).toEqual([]);
  });

  it("hold the spec's message keys and a title for every named route", async () => {
    const en = await loadTranslations('en');
    const messages = [
      en.common.generic_error.title,
      en.common.generic_error.message,
      en.player.stop_playback.title,
      en.player.stop_playback.message,
      en.auth.sign_in.err_message,
      en.auth.provider_auth.error.title,
      en.auth.provider_auth.error.message,
      en.favourites.removed,
      en.favourites.removed_cta,
      en.sign_up.error.email.invalid,
      en.sign_up.error.email.already_used,
      en.sign_up.error.password.too_short,
      en.sign_up.error.password.too_long,
      en.sign_up.error.password.too_common,
    ];
    expect(messages.every((text) => text.length > 0)).toBe(true);
    expect(Object.keys(en.pages).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it('load per language through a dynamic import, the same text as the files', async () => {
    for (const language of LANGUAGES) expect(await loadTranslations(language)).toEqual(ALL[language]);
    await expect(loadTranslations('cz')).rejects.toThrow(RangeError);
  });
});

describe('auditTranslations', () => {
  const en = { a: { title: 'Hello {{name}}' }, items_one: '{{count}} item', items_other: '{{count}} items' };
  const pl = {
    a: { title: 'Cześć {{name}}' },
    items_one: '{{count}} rzecz',
    items_few: '{{count}} rzeczy',
    items_many: '{{count}} rzeczy',
    items_other: '{{count}} rzeczy',
  };

  it('passes consistent files', () => {
    expect(auditTranslations({ en, pl }, 'en')).toEqual([]);
  });

  it('reports a key missing in one language, whichever language has it', () => {
    expect(auditTranslations({ en: { ...en, extra: 'x' }, pl }, 'en')).toEqual(['pl: missing extra']);
    expect(auditTranslations({ en, pl: { ...pl, only_pl: 'x' } }, 'en')).toEqual(['en: missing only_pl']);
  });

  it('reports empty and non-text values', () => {
    expect(auditTranslations({ en, pl: { ...pl, a: { title: '  ' } } }, 'en')).toEqual([
      'pl: empty or not text: a.title',
    ]);
    expect(auditTranslations({ en, pl: { ...pl, items_few: '' } }, 'en')).toEqual(['pl: empty or not text: items_few']);
  });

  it("reports a plural form the language's plural rules need but the file lacks", () => {
    const { items_few: _few, ...withoutFew } = pl;
    expect(auditTranslations({ en, pl: withoutFew }, 'en')).toEqual(['pl: items lacks the plural form few']);
    const { items_one: _one, ...withoutOne } = en;
    expect(auditTranslations({ en: withoutOne, pl }, 'en')).toEqual(['en: items lacks the plural form one']);
  });

  it('reports a plural form the language never uses', () => {
    expect(auditTranslations({ en: { ...en, items_few: 'x {{count}}' }, pl }, 'en')).toEqual([
      'en: items_few is a form en never uses',
    ]);
  });

  it('reports interpolation variables that differ from the reference language', () => {
    expect(auditTranslations({ en, pl: { ...pl, a: { title: 'Cześć {{imie}}' } } }, 'en')).toEqual([
      'pl: a.title uses {imie}, en {name}',
    ]);
    expect(auditTranslations({ en, pl: { ...pl, items_many: 'wiele rzeczy' } }, 'en')).toEqual([]);
    expect(auditTranslations({ en, pl: { ...pl, items_many: '{{n}} rzeczy' } }, 'en')).toEqual([
      'pl: items uses {count,n}, en {count}',
    ]);
  });

  it('reports a component tag dropped or renamed in translation', () => {
    const tagged = { notice: 'Read the <link>notice</link>' };
    expect(
      auditTranslations(
        { en: { ...en, ...tagged }, pl: { ...pl, notice: 'Przeczytaj <link>zastrzeżenie</link>' } },
        'en',
      ),
    ).toEqual([]);
    const tagless = auditTranslations(
      { en: { ...en, ...tagged }, pl: { ...pl, notice: 'Przeczytaj zastrzeżenie' } },
      'en',
    );
    expect(tagless).toEqual(['pl: notice uses {}, en {<link>}']);
  });
});
