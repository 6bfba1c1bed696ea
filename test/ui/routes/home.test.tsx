import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import Home, { loader, meta } from '#ui/routes/home';
import { languageOf } from '#domain/market/locale';
import { loadTranslations } from '#ui/i18n/translations';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { aCategoryList, anItemSets, aScreen, aScreenProduct, aSwimlane } from '#test/support/mothers/screen.mother';
import type { User } from '#domain/auth/user';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { aUser } from '#test/support/mothers/user.mother';
import { ShellSessionContext, UNKNOWN_SESSION } from '#ui/components/session/shell-session';
import { renderInMarket } from '../render-in-market';

const loadHome = (locale: Locale, repository: InMemoryScreenRepository) => {
  const container = createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    { screenRepository: repository },
  );
  const url = new URL(`http://store.test/${locale}`);
  return loader({
    url,
    request: new Request(url),
    params: {},
    context: { container, brand: 'audiora', nonce: '' },
  } as never);
};

const renderHome = async (locale: Locale, repository: InMemoryScreenRepository, user: User | null = null) => {
  const data = await loadHome(locale, repository);
  // The market layout gives its pages the session it knows (signed-in user, counts).
  const Page = (props: Parameters<typeof Home>[0]) => (
    <ShellSessionContext.Provider value={{ ...UNKNOWN_SESSION, user }}>
      <Home {...props} />
    </ShellSessionContext.Provider>
  );
  await renderInMarket(locale, `/${locale}`, [{ path: `/${locale}`, Component: Page as never, loader: () => data }]);
  return screen.findByRole('heading', { level: 1 });
};

const HOME = aScreen([
  aSwimlane('Neuerscheinungen', [aScreenProduct({ name: 'Der Prozess' }), aScreenProduct({ name: 'Effi Briest' })]),
  anItemSets('Reihen', [{ label: 'Sherlock Holmes', slug: 'sherlock', deeplink: 'https://audiora.link/c/sherlock' }]),
  aSwimlane('Leer', []),
  aCategoryList('Kategorien', [aCategory({ name: 'Krimis und Thriller', slug: 'krimis' })]),
]);

describe('Home page', () => {
  it("renders the market's home screen sections from the API, server-side data in the page's language", async () => {
    const heading = await renderHome('de', new InMemoryScreenRepository().withScreen('de', 'home', HOME));
    expect(heading.textContent).toBe('Hörbücher, Reihen und Podcasts');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Neuerscheinungen',
      'Reihen',
      'Kategorien',
    ]);
    const lane = screen.getByRole('region', { name: 'Neuerscheinungen' });
    expect(Array.from(lane.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([
      expect.stringMatching(/\?w=176$/),
      expect.stringMatching(/\?w=176$/),
    ]);
    expect(within(lane).getByRole('link', { name: 'Der Prozess' }).getAttribute('href')).toMatch(/^\/de\/audiobook\//);
    expect(
      within(screen.getByRole('region', { name: 'Kategorien' }))
        .getByRole('link', { name: 'Krimis und Thriller' })
        .getAttribute('href'),
    ).toBe('/de/catalog/krimis');
  });

  it.each([
    ['a visitor', null, '39,90 zł'],
    ['a regular user', aUser({ isClubMember: false }), '39,90 zł'],
    ['a club member', aUser({ isClubMember: true }), '19,90 zł'],
  ])('shows %s the displayed price of spec §5 (subscriber price only for club members)', async (_, user, shown) => {
    const offer = aScreenProduct({
      name: 'Lalka',
      prices: {
        price: 3990 as MinorUnits,
        discountPrice: null,
        priceForSubscribers: 1990 as MinorUnits,
        lowestPrice: null,
      },
    });
    await renderHome(
      'pl',
      new InMemoryScreenRepository().withScreen('pl', 'home', aScreen([aSwimlane('Nowości', [offer])])),
      user,
    );
    const card = screen.getByRole('link', { name: 'Lalka' }).closest('li') as HTMLElement;
    // Intl separates the amount from the currency with a no-break space.
    expect(card.textContent?.replace(/\s/g, ' ')).toContain(`Cena: ${shown}`);
  });

  it('says the catalogue is unavailable when the home screen cannot be read', async () => {
    await renderHome('pl', new InMemoryScreenRepository().failWith({ code: 'SCREEN.UNAVAILABLE' }));
    expect(screen.getByRole('status').textContent).toContain('Katalog jest chwilowo niedostępny');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("sends visitors to the market's 503 page while the API is in maintenance", async () => {
    const thrown = await loadHome('cz', new InMemoryScreenRepository().failWith({ code: 'API.MAINTENANCE' })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/cz/error/503');
  });

  it('titles and describes the page for search engines and Open Graph in the market language', async () => {
    const root = { locale: 'pl', lang: 'pl', brand: 'audiora', origin: 'https://audiora.example' } as const;
    const tags = meta({
      matches: [{ id: 'root', data: { ...root, translations: await loadTranslations(languageOf('pl')) } }],
    } as never);
    expect(tags).toEqual([
      { title: 'Audiora: Audiobooki, cykle i podcasty' },
      { property: 'og:title', content: 'Audiora: Audiobooki, cykle i podcasty' },
      { name: 'description', content: expect.stringContaining('w aplikacji Audiora') as string },
      { property: 'og:description', content: expect.stringContaining('w aplikacji Audiora') as string },
    ]);
  });
});
