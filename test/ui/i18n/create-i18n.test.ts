import { describe, expect, it } from 'vitest';
import { sharedI18n } from '#ui/i18n/create-i18n';
import { loadTranslations } from '#ui/i18n/translations';

describe('sharedI18n', () => {
  it('gives every caller with the same text the same instance, already in its language', async () => {
    const polish = await loadTranslations('pl');
    const first = sharedI18n('pl', polish);
    expect(sharedI18n('pl', polish)).toBe(first);
    expect(first.language).toBe('pl');
    expect(first.isInitialized).toBe(true);
  });

  it('keeps one instance per language, each translating in its own', async () => {
    const polish = sharedI18n('pl', await loadTranslations('pl'));
    const german = sharedI18n('de', await loadTranslations('de'));
    expect(german).not.toBe(polish);
    expect(german.t('pages.cart.title')).not.toBe(polish.t('pages.cart.title'));
    expect(polish.t('pages.cart.title')).toBe(polish.t('pages.cart.title'));
  });
});
