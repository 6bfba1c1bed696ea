import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/market/locale';
import { languageOf } from '#domain/market/locale';
import type { RootData } from '#ui/i18n/page-meta';
import { loadTranslations } from '#ui/i18n/translations';
import TitledPage, { loader, meta } from '#ui/routes/titled-page';
import { renderInMarket } from '../render-in-market';

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];

const load = (path: string, brand = 'audiora') =>
  loader({ url: new URL(`http://store.test${path}`), context: { brand }, params: {} } as unknown as LoaderArgs);

const statusThrownBy = (run: () => unknown): number | undefined => {
  try {
    run();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return undefined;
};

const rootData = async (locale: Locale, brand = 'audiora'): Promise<RootData> => {
  const lang = languageOf(locale);
  return { locale, lang, brand, origin: 'https://audiora.example', translations: await loadTranslations(lang) };
};

describe('a page whose content comes later', () => {
  it('knows its named route from the path, in any market', () => {
    expect(load('/pl/koszyk')).toEqual({ name: 'cart' });
    expect(load('/cz/kosik')).toEqual({ name: 'cart' });
    expect(load('/de/user-panel/family-sharing')).toEqual({ name: 'userPanel_familySharing' });
    expect(load('/pl/audiobook/12')).toEqual({ name: 'audiobook' });
  });

  it('reads brand segments with the configured brand and answers 404 to anything else of that shape', () => {
    expect(load('/pl/dolacz-do-klubu-audiora')).toEqual({ name: 'joinClub' });
    expect(load('/pl/sukces/klub-audiora-kod')).toEqual({ name: 'successClubCode' });
    expect(load('/en/join-nova-club', 'nova')).toEqual({ name: 'joinClub' });
    expect(statusThrownBy(() => load('/en/join-audiora-club', 'nova'))).toBe(404);
    expect(statusThrownBy(() => load('/pl/cart'))).toBe(404);
    expect(statusThrownBy(() => load('/pl/sukces/klub-inny'))).toBe(404);
    expect(statusThrownBy(() => load('/pl/audiobook/%E0%A4%A'))).toBe(404);
  });

  it.each([
    ['pl', '/pl/koszyk', 'Koszyk', 'Sprawdź produkty przed przejściem do płatności.'],
    ['de', '/de/cart', 'Warenkorb', 'Prüfe deine Artikel, bevor du zur Kasse gehst.'],
  ] as const)('renders its translated title and one line in %s', async (locale, path, title, lead) => {
    await renderInMarket(locale, path, [{ path, Component: TitledPage as never, loader: () => ({ name: 'cart' }) }]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(screen.getByText(lead)).toBeTruthy();
  });

  it('puts the brand into the titles that name it', async () => {
    const path = '/cz/pridej-se-do-klubu-audiora';
    await renderInMarket('cz', path, [{ path, Component: TitledPage as never, loader: () => ({ name: 'joinClub' }) }]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Přidejte se do klubu Audiora');
  });

  it('sets the document title and description, with their Open Graph twins, in the market language', async () => {
    const matches = [{ id: 'root', data: await rootData('cz') }];
    const tags = meta({ loaderData: { name: 'cart' }, matches } as unknown as MetaArgs);
    expect(tags).toEqual([
      { title: 'Košík | Audiora' },
      { property: 'og:title', content: 'Košík | Audiora' },
      { name: 'description', content: 'Zkontrolujte položky, než přejdete k platbě.' },
      { property: 'og:description', content: 'Zkontrolujte položky, než přejdete k platbě.' },
    ]);
    const club = meta({
      loaderData: { name: 'successPlus' },
      matches: [{ id: 'root', data: await rootData('de') }],
    } as unknown as MetaArgs);
    expect(club[0]).toEqual({ title: 'Willkommen bei Audiora Plus | Audiora' });
  });
});
