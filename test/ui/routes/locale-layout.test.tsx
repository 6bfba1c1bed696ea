import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { languageOf, type Locale } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import LocaleLayout, { ErrorBoundary, loader, type ShellData } from '#ui/routes/locale-layout';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { aCategoryList, aScreen } from '#test/support/mothers/screen.mother';
import { ContainerProvider } from '#ui/di/container-context';
import { LocaleProvider } from '#ui/i18n/locale-provider';
import { loadTranslations } from '#ui/i18n/translations';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { aUser } from '#test/support/mothers/user.mother';

const crime = aCategory({ name: 'Krimi' });
const classics = aCategory({ name: 'Klassiker' });
const nordic = aCategory({ name: 'Nordic Noir', parentId: crime.id });

const loadShell = async (path: string, repository: InMemoryScreenRepository, cookie?: string) => {
  const container = createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    { screenRepository: repository },
  );
  const url = new URL(`http://store.test${path}`);
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  return loader({ url, request, params: {}, context: { container, brand: 'audiora', nonce: '' } } as never);
};

const Page = () => (
  <main>
    <h1>Page</h1>
  </main>
);

/** The layout in a market with a browser-like container whose session answers from a fake. */
const renderLayout = async (
  locale: Locale,
  shell: ShellData,
  path = `/${locale}`,
  session = new FakeSessionGateway(),
) => {
  const container = createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    { sessionGateway: session, screenRepository: new InMemoryScreenRepository() },
  );
  const Stub = createRoutesStub([
    {
      path: `/${locale}`,
      Component: LocaleLayout as never,
      ErrorBoundary: ErrorBoundary as never,
      loader: () => shell,
      children: [
        { index: true, Component: Page },
        {
          path: '*',
          Component: () => null,
          loader: () => {
            throw data('Not found', { status: 404 });
          },
        },
      ],
    },
  ]);
  return render(
    <ContainerProvider container={container}>
      <LocaleProvider locale={locale} brand="audiora" translations={await loadTranslations(languageOf(locale))}>
        <Stub initialEntries={[path]} />
      </LocaleProvider>
    </ContainerProvider>,
  );
};

const SHELL: ShellData = { categories: [crime, classics], year: 2031, promoCookie: undefined, signedInHint: false };

const promo = () => screen.queryByRole('complementary');

describe('the market layout', () => {
  it("reads the catalogue screen's top-level categories, the year and the promo cookie on the server", async () => {
    const repository = new InMemoryScreenRepository().withScreen(
      'de',
      'catalog',
      aScreen([aCategoryList('Kategorien', [crime, nordic, classics])]),
    );
    const shell = await loadShell('/de/cart', repository, 'a=1; w3club=closed');
    expect(shell.categories).toEqual([crime, classics]);
    expect(shell.promoCookie).toBe('closed');
    expect(shell.signedInHint).toBe(false);
    expect(shell.year).toBeGreaterThanOrEqual(2026);
    expect(repository.requests).toEqual([{ locale: 'de', key: 'catalog' }]);
  });

  it('takes the loggedIn cookie as the hint that the user may be signed in', async () => {
    const repository = new InMemoryScreenRepository();
    expect((await loadShell('/pl', repository, 'loggedIn=true')).signedInHint).toBe(true);
    expect((await loadShell('/pl', repository, 'w3club=open')).signedInHint).toBe(false);
  });

  it('gives an empty catalogue, not an error, when the catalogue screen cannot be read', async () => {
    const shell = await loadShell('/pl', new InMemoryScreenRepository().failWith({ code: 'SCREEN.UNAVAILABLE' }));
    expect(shell.categories).toEqual([]);
  });

  it('frames the page with the top bar, the catalogue dropdown, the footer and the slots', async () => {
    const { container } = await renderLayout('de', SHELL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Audiora: Startseite' }).getAttribute('href')).toBe('/de');

    const trigger = within(banner).getByRole('button', { name: 'Katalog' });
    fireEvent.click(trigger);
    const list = within(banner).getByRole('list', { name: 'Kategorien' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Krimi', 'Klassiker']);

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/© 2031 Audiora/)).toBeTruthy();
    expect(container.querySelector('#player-slot')).not.toBeNull();
    expect(container.querySelector('#toast-slot')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' }).getAttribute('href')).toBe('#main-content');
  });

  it('has no footer in es', async () => {
    await renderLayout('es', SHELL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('offers the club to a visitor once the auth check has answered, in a market with the club', async () => {
    await renderLayout('pl', SHELL);
    expect((await screen.findByRole('complementary')).getAttribute('aria-label')).toBe('Oferta Klubu Audiora');
  });

  it('offers no club to its members, in markets without the club, or once closed', async () => {
    const member = aUser({ isClubMember: true });
    await renderLayout('pl', { ...SHELL, signedInHint: true }, '/pl', new FakeSessionGateway().signedInAs(member));
    // The account menu shows once the auth check has answered: the promo would be there by then.
    await screen.findByRole('button', { name: `Menu konta, ${member.email}` });
    expect(promo()).toBeNull();
  });

  it.each([
    ['sk', undefined],
    ['pl', 'closed'],
  ] as const)('shows no club promo in %s with w3club=%s', async (locale, promoCookie) => {
    await renderLayout(locale, { ...SHELL, promoCookie });
    // The account cell settles once the auth check has answered: the promo would be there by then.
    await screen.findByRole('link', { name: locale === 'sk' ? 'Prihlásiť sa' : 'Zaloguj się' });
    expect(promo()).toBeNull();
  });

  it("renders a market's 404 page inside its shell", async () => {
    await renderLayout('cz', SHELL, '/cz/neni');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Stránka nenalezena');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
