import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Audiobook } from '#application/audiobook/audiobook';
import type { User } from '#domain/auth/user';
import type { LicenseChannels } from '#domain/licensing/license';
import { languageOf, type Locale } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import type { PortOverrides } from '#infrastructure/composition/port-overrides';
import { TOKENS } from '#infrastructure/composition/tokens';
import { ContainerProvider } from '#ui/di/container-context';
import { loadTranslations } from '#ui/i18n/translations';
import AudiobookRoute, { loader, meta } from '#ui/routes/audiobook';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { InMemoryAudiobookRepository } from '#test/support/fakes/in-memory-audiobook-repository';
import { InMemoryCartRepository } from '#test/support/fakes/in-memory-cart-repository';
import { InMemoryFavouritesRepository } from '#test/support/fakes/in-memory-favourites-repository';
import { InMemoryLicenseChannelsRepository } from '#test/support/fakes/in-memory-license-channels-repository';
import { InMemoryRecommendationRepository } from '#test/support/fakes/in-memory-recommendation-repository';
import { InMemoryRedirectTargetStore } from '#test/support/fakes/in-memory-redirect-target-store';
import { InMemoryReviewRepository } from '#test/support/fakes/in-memory-review-repository';
import { RecordingAnalytics } from '#test/support/fakes/recording-analytics';
import { RecordingNavigation } from '#test/support/fakes/recording-navigation';
import { anAudiobook, aReview } from '#test/support/mothers/audiobook.mother';
import { aScreenProduct, minorUnits } from '#test/support/mothers/screen.mother';
import { aUser } from '#test/support/mothers/user.mother';
import { renderInMarket } from '../render-in-market';

type LoaderArgs = Parameters<typeof loader>[0];

const ORIGIN = 'https://audiora.example';

interface Setup {
  readonly locale?: Locale;
  readonly audiobook?: Audiobook;
  readonly reviewCount?: number;
  readonly user?: User | null;
  readonly licenses?: LicenseChannels;
  readonly search?: string;
}

/** The page's ports as fakes, the container over them, and the loader run as the server runs it. */
const setUp = ({
  locale = 'pl',
  audiobook = anAudiobook(),
  reviewCount = 7,
  user = null,
  licenses,
  search = '',
}: Setup) => {
  const fakes = {
    audiobookRepository: new InMemoryAudiobookRepository().withAudiobook(locale, audiobook),
    reviewRepository: new InMemoryReviewRepository().withReviews(
      locale,
      audiobook.id,
      Array.from({ length: reviewCount }, (_, n) =>
        aReview({ text: `Review number ${n + 1}`, signature: `Reader ${n + 1}` }),
      ),
    ),
    recommendationRepository: new InMemoryRecommendationRepository().withRecommendations(locale, audiobook.id, [
      aScreenProduct({ name: 'Faraon' }),
    ]),
    licenseChannelsRepository: licenses
      ? new InMemoryLicenseChannelsRepository().withLicenses(audiobook.id, licenses)
      : new InMemoryLicenseChannelsRepository(),
    favouritesRepository: new InMemoryFavouritesRepository(),
    cartRepository: new InMemoryCartRepository(),
    sessionGateway: user ? new FakeSessionGateway().signedInAs(user) : new FakeSessionGateway(),
    analytics: new RecordingAnalytics(),
    navigation: new RecordingNavigation(),
    redirectTargetStore: new InMemoryRedirectTargetStore(),
  } satisfies PortOverrides;
  const container = createContainer({ apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' }, fakes);
  const path = `/${locale}/${locale === 'cz' ? 'audiokniha' : 'audiobook'}/${audiobook.id}`;
  const url = new URL(`http://store.test${path}${search}`);
  const load = () =>
    loader({
      url,
      request: new Request(url, { headers: user ? { cookie: 'loggedIn=true' } : {} }),
      params: { id: audiobook.id },
      context: { container, brand: 'audiora', publicOrigin: ORIGIN, nonce: 'n0nce' },
    } as unknown as LoaderArgs);
  return { ...fakes, container, audiobook, path: `${path}${search}`, load, locale };
};

const renderPage = async (setup: ReturnType<typeof setUp>) => {
  if (setup.sessionGateway) await setup.container.get(TOKENS.AuthStore).start();
  const data = await setup.load();
  const Page = (props: Parameters<typeof AudiobookRoute>[0]) => (
    <ContainerProvider container={setup.container}>
      <AudiobookRoute {...props} />
    </ContainerProvider>
  );
  const view = await renderInMarket(setup.locale, setup.path, [
    { path: setup.path.split('?')[0] ?? '', Component: Page as never, loader: () => data },
  ]);
  await screen.findByRole('heading', { level: 1 });
  return view;
};

const thrownBy = async (run: () => Promise<unknown>): Promise<unknown> =>
  run().then(
    () => null,
    (e: unknown) => e,
  );

describe('the audiobook page', () => {
  it('shows the audiobook with credits, breadcrumb and cycle linked to their pages', async () => {
    const audiobook = anAudiobook({
      cycles: [{ id: 'cycle-1', name: 'Saga o muszkieterach', position: 2, volumesCount: 3 }],
    });
    const setup = setUp({ audiobook });
    await renderPage(setup);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hrabia Monte Christo');
    expect(screen.getByRole('link', { name: 'Aleksander Dumas' }).getAttribute('href')).toBe(
      `/pl/autor/${audiobook.authors[0]?.slug}`,
    );
    expect(screen.getByRole('link', { name: 'Tomasz Grabowiecki' }).getAttribute('href')).toBe(
      `/pl/lektor/${audiobook.lectors[0]?.slug}`,
    );
    expect(screen.getByRole('link', { name: 'Audiora Klasyka' }).getAttribute('href')).toMatch(/^\/pl\/wydawca\//);
    const crumbs = within(screen.getByRole('navigation', { name: 'Kategorie' })).getAllByRole('link');
    expect(crumbs.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Klasyka literatury', `/pl/katalog/${audiobook.categories[1]?.slug}`],
      ['Przygoda', `/pl/katalog/${audiobook.categories[0]?.slug}`],
    ]);
    expect(screen.getByRole('link', { name: 'Saga o muszkieterach' }).getAttribute('href')).toBe('/pl/cykl/cycle-1');
    expect(screen.getByText(/Tom 2 z 3 w serii/)).toBeTruthy();
    expect(screen.getByText('3 minuty')).toBeTruthy();
    expect(screen.getByText('4,3 na 5')).toBeTruthy();
  });

  it('lists the chapters with where each starts', async () => {
    await renderPage(setUp({}));
    const chapters = within(screen.getByRole('region', { name: 'Rozdziały' })).getAllByRole('listitem');
    expect(chapters.map((chapter) => chapter.textContent)).toEqual([
      'PrzyjazdPoczątek: 0:00',
      'Noc sztormuPoczątek: 1:12',
      'Światło o świciePoczątek: 2:18',
    ]);
  });

  it('pages the reviews with plain links that come back to the reviews, and links to their guidelines', async () => {
    const setup = setUp({ reviewCount: 12, search: '?page=2' });
    await renderPage(setup);
    const reviews = screen.getByRole('region', { name: 'Recenzje' });
    expect(
      within(reviews)
        .getAllByRole('listitem')
        .filter((li) => li.textContent?.includes('Review number')),
    ).toHaveLength(5);
    expect(reviews.textContent).toContain('Review number 6');
    expect(within(reviews).getByRole('link', { name: 'Strona 3' }).getAttribute('href')).toBe(
      `/pl/audiobook/${setup.audiobook.id}?page=3#reviews`,
    );
    expect(within(reviews).getByRole('link', { name: 'Strona 1' }).getAttribute('href')).toBe(
      `/pl/audiobook/${setup.audiobook.id}#reviews`,
    );
    expect(within(reviews).getByRole('link', { name: 'Regulamin recenzji' }).getAttribute('href')).toBe(
      '/pl/regulamin-recenzji',
    );
  });

  it('says so when nobody has reviewed it yet', async () => {
    await renderPage(setUp({ reviewCount: 0, locale: 'de' }));
    expect(screen.getByRole('region', { name: 'Rezensionen' }).textContent).toContain(
      'Dieses Hörbuch hat noch niemand rezensiert.',
    );
  });

  it('streams what to hear next as cards linked to their pages', async () => {
    await renderPage(setUp({}));
    const lane = await screen.findByRole('region', { name: 'Posłuchaj też' });
    expect(within(lane).getByRole('link', { name: 'Faraon' }).getAttribute('href')).toMatch(/^\/pl\/audiobook\//);
  });

  it('shows a discount with the base price struck through and the lowest price of 30 days (Omnibus)', async () => {
    const audiobook = anAudiobook({
      prices: {
        price: minorUnits(2990),
        discountPrice: minorUnits(1990),
        priceForSubscribers: null,
        lowestPrice: minorUnits(1790),
      },
    });
    await renderPage(setUp({ audiobook }));
    const text = (await screen.findByText(/Najniższa cena/)).closest('div')?.textContent?.replace(/\s/g, ' ');
    expect(text).toContain('Cena: 19,90 zł');
    expect(text).toContain('Cena regularna: 29,90 zł');
    expect(text).toContain('Najniższa cena z 30 dni przed obniżką: 17,90 zł');
  });

  it("lets a signed-in user's CAN_BUY licence override the product's price (spec §5)", async () => {
    const licenses: LicenseChannels = {
      oneoff: {
        state: 'CAN_BUY',
        price: minorUnits(3990),
        discountPrice: minorUnits(2490),
        lowestPrice: minorUnits(2490),
        availableDiscount: minorUnits(1500),
      },
      shared: null,
    };
    await renderPage(setUp({ user: aUser(), licenses }));
    const text = (await screen.findByText(/Najniższa cena/)).closest('div')?.textContent?.replace(/\s/g, ' ');
    expect(text).toContain('Cena: 24,90 zł');
  });

  it('emits view_item once for the page', async () => {
    const setup = setUp({});
    await renderPage(setup);
    await screen.findByRole('button', { name: 'Dodaj do koszyka' });
    // Its tracker comes after the page's code.
    await waitFor(() =>
      expect(setup.analytics.events).toEqual([
        {
          name: 'view_item',
          item: { id: setup.audiobook.id, name: 'Hrabia Monte Christo', price: 39.9, currency: 'PLN' },
        },
      ]),
    );
  });

  it('sends a visitor who toggles the favourite to sign-in, with the page stored to come back to', async () => {
    const setup = setUp({ search: '?page=2' });
    await renderPage(setup);
    const favourite = await screen.findByRole('button', { name: 'Ulubione' });
    expect(favourite.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(favourite);
    });
    expect(setup.navigation.visits).toEqual(['signIn']);
    expect(setup.redirectTargetStore.read()).toBe(setup.path);
    expect(setup.favouritesRepository.calls).toEqual([]);
  });

  it('adds a favourite for a signed-in user and emits add_to_wishlist', async () => {
    const setup = setUp({ user: aUser() });
    await renderPage(setup);
    const favourite = await screen.findByRole('button', { name: 'Ulubione' });
    await act(async () => {
      fireEvent.click(favourite);
    });
    expect(favourite.getAttribute('aria-pressed')).toBe('true');
    expect(setup.favouritesRepository.has(setup.audiobook.id)).toBe(true);
    expect(setup.analytics.events.map((event) => event.name)).toContain('add_to_wishlist');
  });

  it('adds the title to the cart by its reference id without the country prefix', async () => {
    const setup = setUp({ user: aUser() });
    await renderPage(setup);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Dodaj do koszyka' }));
    });
    expect(setup.cartRepository.calls).toContain('add hrabia-monte-christo');
  });

  it('offers no cart for a title without a reference id, and a disabled sample button without a sample', async () => {
    await renderPage(setUp({ audiobook: anAudiobook({ referenceId: null, sampleUrl: null }) }));
    const sample = await screen.findByRole('button', { name: 'Posłuchaj fragmentu' });
    expect(sample.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Dodaj do koszyka' })).toBeNull();
  });

  it('offers sharing and the club only where the market has them', async () => {
    const inClub = anAudiobook({ isAvailableInSubscription: true });
    await renderPage(setUp({ audiobook: inClub, locale: 'pl' }));
    expect(await screen.findByRole('button', { name: 'Udostępnij' })).toBeTruthy();
    expect(screen.getByText('Dostępny w klubie')).toBeTruthy();
  });

  it('has neither sharing nor the club in sk', async () => {
    await renderPage(setUp({ audiobook: anAudiobook({ isAvailableInSubscription: true }), locale: 'sk' }));
    await screen.findByRole('button', { name: 'Vypočuť si ukážku' });
    expect(screen.queryByRole('button', { name: 'Zdieľať' })).toBeNull();
    expect(screen.queryByText('Dostupné v klube')).toBeNull();
  });

  it('carries Book/Audiobook structured data with its offer, except in es', async () => {
    const pl = await setUp({}).load();
    expect(JSON.parse(pl.jsonLd ?? 'null')).toMatchObject({
      '@type': ['Book', 'Audiobook'],
      author: [{ '@type': 'Person', name: 'Aleksander Dumas' }],
      readBy: [{ '@type': 'Person', name: 'Tomasz Grabowiecki' }],
      publisher: { name: 'Audiora Klasyka' },
      duration: 'PT3M23S',
      aggregateRating: { ratingValue: 4.26, ratingCount: 34 },
      offers: { price: '39.90', priceCurrency: 'PLN' },
    });
    expect((await setUp({ locale: 'es' }).load()).jsonLd).toBeNull();
  });

  it('answers 404 for an id the market does not have', async () => {
    const setup = setUp({});
    setup.audiobookRepository.failWith({ code: 'AUDIOBOOK.NOT_FOUND' });
    const thrown = await thrownBy(setup.load);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("sends visitors to the market's 503 page while the API is in maintenance", async () => {
    const setup = setUp({ locale: 'cz' });
    setup.audiobookRepository.failWith({ code: 'API.MAINTENANCE' });
    const thrown = await thrownBy(setup.load);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/cz/error/503');
  });

  it('is titled and described after the audiobook, with its cover for Open Graph', async () => {
    const setup = setUp({ audiobook: anAudiobook({ description: 'x'.repeat(400) }) });
    const loaderData = await setup.load();
    const translations = await loadTranslations(languageOf('pl'));
    const tags = meta({
      loaderData,
      matches: [{ id: 'root', data: { locale: 'pl', lang: 'pl', brand: 'audiora', origin: ORIGIN, translations } }],
    } as never);
    expect(tags).toContainEqual({ title: 'Hrabia Monte Christo – Aleksander Dumas | Audiora' });
    expect(tags).toContainEqual({ name: 'description', content: `${'x'.repeat(157)}...` });
    expect(tags).toContainEqual({ property: 'og:image', content: `${ORIGIN}${setup.audiobook.imageUrl}` });
  });
});
