import { render, screen } from '@testing-library/react';
import { useTranslation } from '#ui/i18n/use-translation';
import { describe, expect, it } from 'vitest';
import { languageOf, type Locale } from '#domain/market/locale';
import { LocaleProvider } from '#ui/i18n/locale-provider';
import { loadTranslations } from '#ui/i18n/translations';
import { useRoutePath } from '#ui/routes/use-route-path';

const Probe = ({ count }: { count: number }) => {
  const { t, language } = useTranslation();
  const path = useRoutePath();
  return (
    <dl>
      <dt>language</dt>
      <dd data-testid="language">{language}</dd>
      <dd data-testid="favourites">{t('favourites.count', { count })}</dd>
      <dd data-testid="cart">{path('cart', {})}</dd>
      <dd data-testid="club">{path('joinClub', {})}</dd>
      <dd data-testid="audiobook">{path('audiobook', { id: 'Wiedźmin 1' })}</dd>
      <dd data-testid="german-cart">{path('cart', {}, 'de')}</dd>
    </dl>
  );
};

const renderProbe = async (locale: Locale, count = 1, brand = 'audiora') => {
  const translations = await loadTranslations(languageOf(locale));
  return render(
    <LocaleProvider locale={locale} brand={brand} translations={translations}>
      <Probe count={count} />
    </LocaleProvider>,
  );
};

const text = (id: string) => screen.getByTestId(id).textContent;

describe('LocaleProvider', () => {
  it('translates in the language of the market (cz is cs)', async () => {
    await renderProbe('cz', 3);
    expect(text('language')).toBe('cs');
    expect(text('favourites')).toBe('3 tituly');
  });

  it.each([
    ['pl', 1, '1 tytuł'],
    ['pl', 2, '2 tytuły'],
    ['pl', 5, '5 tytułów'],
    ['pl', 22, '22 tytuły'],
    ['pl', 25, '25 tytułów'],
    ['cz', 5, '5 titulů'],
    ['sk', 4, '4 tituly'],
    ['lt', 21, '21 kūrinys'],
    ['lt', 12, '12 kūrinių'],
    ['de', 1, '1 Titel'],
    ['en', 2, '2 titles'],
    ['es', 1, '1 título'],
    ['tr', 7, '7 başlık'],
  ] as const)('%s: %d favourites read "%s"', async (locale, count, expected) => {
    await renderProbe(locale, count);
    expect(text('favourites')).toBe(expected);
  });

  it("builds links with pathFor in the page's market and brand", async () => {
    await renderProbe('pl', 1, 'nova');
    expect([text('cart'), text('club'), text('audiobook'), text('german-cart')]).toEqual([
      '/pl/koszyk',
      '/pl/dolacz-do-klubu-nova',
      '/pl/audiobook/Wied%C5%BAmin%201',
      '/de/cart',
    ]);
  });

  it('switches language when the market changes', async () => {
    const { rerender } = await renderProbe('pl', 5);
    rerender(
      <LocaleProvider locale="de" brand="audiora" translations={await loadTranslations('de')}>
        <Probe count={5} />
      </LocaleProvider>,
    );
    expect([text('language'), text('favourites'), text('cart')]).toEqual(['de', '5 Titel', '/de/cart']);
  });

  it('needs a provider above the hooks', () => {
    const Bare = () => <>{useRoutePath()('cart', {})}</>;
    expect(() => render(<Bare />)).toThrow(/LocaleProvider/);
  });
});
