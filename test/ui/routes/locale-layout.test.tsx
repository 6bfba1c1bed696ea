import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { languageOf, type Locale } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import LocaleLayout, { ErrorBoundary, loader, type ShellData, shouldRevalidate } from '#ui/routes/locale-layout';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { aCategoryList, aScreen } from '#test/support/mothers/screen.mother';
import { ContainerProvider } from '#ui/di/container-context';
import { LocaleProvider } from '#ui/i18n/locale-provider';
import { loadTranslations } from '#ui/i18n/translations';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { aUser } from '#test/support/mothers/user.mother';
import { useSessionUser } from '#ui/components/session/shell-session';
import { ShellHost } from '#ui/components/shell-host/ShellHost';
import { FakeFavouritesCount } from '#test/support/fakes/fake-favourites-count';
import { FakeNewsletterGateway } from '#test/support/fakes/fake-newsletter-gateway';
import { InMemoryCartRepository } from '#test/support/fakes/in-memory-cart-repository';
import { InMemoryCookieConsentRepository } from '#test/support/fakes/in-memory-cookie-consent-repository';

const crime = aCategory({ name: 'Krimi' });
const classics = aCategory({ name: 'Klassiker' });
const nordic = aCategory({ name: 'Nordic Noir', parentId: crime.id });

const loadShell = async (
  path: string,
  repository: InMemoryScreenRepository,
  cookie?: string,
  legacyStoreHost: string | null = 'store.audiora.example',
  params: Record<string, string> = {},
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64)',
) => {
  const container = createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    { screenRepository: repository },
  );
  const url = new URL(`http://store.test${path}`);
  const request = new Request(url, { headers: { ...(cookie ? { cookie } : {}), 'user-agent': userAgent } });
  return loader({
    url,
    request,
    params,
    context: { container, brand: 'audiora', nonce: '', legacyStoreHost: legacyStoreHost ?? undefined },
  } as never);
};

/** The shell's data, and the Set-Cookie header the loader answers with (null when it sets none). */
const loadShellWithCookie = async (path: string, cookie?: string, legacyStoreHost?: string) => {
  const answer = await loadShell(
    path,
    new InMemoryScreenRepository(),
    cookie,
    legacyStoreHost ?? 'store.audiora.example',
  );
  if ('categories' in answer) return { shell: answer, setCookie: null };
  return { shell: answer.data, setCookie: new Headers(answer.init?.headers).get('set-cookie') };
};

/** The ports behind the signed-in parts of the shell, faked. */
const signedInPorts = () => ({
  cartRepository: new InMemoryCartRepository().holding([
    aCartItem(),
    aCartItem({ product: { id: 'd2a5f9b6-7e0a-4c1e-8a43-3f1c2b5d6e70' as never } }),
  ]),
  favouritesCount: new FakeFavouritesCount().answering(3),
  newsletterGateway: new FakeNewsletterGateway(aUser()),
  cookieConsentRepository: new InMemoryCookieConsentRepository(),
});

const Page = () => (
  <main>
    <h1>Page</h1>
    <p data-testid="session-user">{useSessionUser()?.email ?? 'visitor'}</p>
  </main>
);

/** The layout in a market with a browser-like container whose session answers from a fake. */
const renderLayout = async (
  locale: Locale,
  shell: ShellData,
  path = `/${locale}`,
  session = new FakeSessionGateway(),
  ports = signedInPorts(),
) => {
  const container = createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    { sessionGateway: session, screenRepository: new InMemoryScreenRepository(), ...ports },
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

const SHELL: ShellData = {
  categories: [crime, classics],
  year: 2031,
  promoCookie: undefined,
  signedInHint: false,
  appBanner: null,
  cartHref: '/pl/koszyk',
  legacyStoreHref: null,
};

const promo = () => screen.queryByRole('complementary');

describe('the market layout', () => {
  it("reads the catalogue screen's top-level categories, the year and the promo cookie on the server", async () => {
    const repository = new InMemoryScreenRepository().withScreen(
      'de',
      'catalog',
      aScreen([aCategoryList('Kategorien', [crime, nordic, classics])]),
    );
    const shell = (await loadShell('/de/cart', repository, 'a=1; w3club=closed')) as ShellData;
    expect(shell.categories).toEqual([crime, classics]);
    expect(shell.promoCookie).toBe('closed');
    expect(shell.signedInHint).toBe(false);
    expect(shell.year).toBeGreaterThanOrEqual(2026);
    expect(repository.requests).toEqual([{ locale: 'de', key: 'catalog' }]);
  });

  it("decides the app-install banner from the request's user agent and its cookie", async () => {
    const banner = async (userAgent: string, cookie?: string) =>
      ((await loadShell('/pl', new InMemoryScreenRepository(), cookie, null, {}, userAgent)) as ShellData).appBanner;
    expect(await banner('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe('android');
    expect(await banner('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile')).toBe('ios');
    expect(await banner('Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
    expect(await banner('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile', 'appBanner=closed')).toBeNull();
  });

  it('answers 404 under the shared `:market` segment for a market of other paths or none, and serves its own markets', async () => {
    const under = (path: string, market: string) =>
      loadShell(path, new InMemoryScreenRepository(), undefined, null, { market });
    for (const [path, market] of [
      ['/pl/author/1', 'pl'],
      ['/cz/cart', 'cz'],
      ['/xx/cart', 'xx'],
    ] as const)
      await expect(under(path, market), path).rejects.toMatchObject({ init: { status: 404 } });
    for (const [path, market] of [
      ['/de/cart', 'de'],
      ['/tr/author/1', 'tr'],
    ] as const)
      expect('categories' in (await under(path, market)), path).toBe(true);
  });

  it('loads the shell afresh when a navigation enters another market of the shared segment, and only then', () => {
    const revalidates = (from: Record<string, string>, to: Record<string, string>) =>
      shouldRevalidate({ currentParams: from, nextParams: to } as never);
    expect(revalidates({ market: 'de' }, { market: 'en' })).toBe(true);
    expect(revalidates({ market: 'de' }, { market: 'de', id: '1' })).toBe(false);
    expect(revalidates({}, { id: '1' })).toBe(false);
  });

  it('takes the loggedIn cookie as the hint that the user may be signed in', async () => {
    const repository = new InMemoryScreenRepository();
    expect(((await loadShell('/pl', repository, 'loggedIn=true')) as ShellData).signedInHint).toBe(true);
    expect(((await loadShell('/pl', repository, 'w3club=open')) as ShellData).signedInHint).toBe(false);
  });

  it('gives an empty catalogue, not an error, when the catalogue screen cannot be read', async () => {
    const shell = (await loadShell(
      '/pl',
      new InMemoryScreenRepository().failWith({ code: 'SCREEN.UNAVAILABLE' }),
    )) as ShellData;
    expect(shell.categories).toEqual([]);
  });

  it("links the cart to the legacy store's cart, or to this storefront's when the fltest cookie says so (spec §2)", async () => {
    const legacy = await loadShellWithCookie('/pl');
    expect([legacy.shell.cartHref, legacy.setCookie]).toEqual(['https://store.audiora.example/pl/cart', null]);
    const inTest = await loadShellWithCookie('/pl/szukaj', 'a=1; fltest=1');
    expect([inTest.shell.cartHref, inTest.setCookie]).toEqual(['/pl/koszyk', null]);
  });

  it('links the footer to the legacy web store in the oldWeb markets (pl, de, lt), where its host is configured', async () => {
    const shellOf = async (path: string) => (await loadShellWithCookie(path)).shell.legacyStoreHref;
    expect(await shellOf('/pl')).toBe('https://store.audiora.example/pl');
    expect(await shellOf('/lt')).toBe('https://store.audiora.example/lt');
    expect(await shellOf('/cz')).toBeNull();
    expect(await shellOf('/sk')).toBeNull();
    const unconfigured = await loadShell('/de', new InMemoryScreenRepository(), undefined, null);
    expect((unconfigured as ShellData).legacyStoreHref).toBeNull();
  });

  it('keeps the cart link on this storefront where no legacy store is configured', async () => {
    const answer = await loadShell('/pl', new InMemoryScreenRepository(), undefined, null);
    expect((answer as ShellData).cartHref).toBe('/pl/koszyk');
  });

  it('sets the fltest cookie from ?fltest=1 and clears it with ?fltest=0, the cart link following at once', async () => {
    const on = await loadShellWithCookie('/cz?fltest=1');
    expect(on.shell.cartHref).toBe('/cz/kosik');
    expect(on.setCookie).toBe('fltest=1; Max-Age=2592000; Path=/; SameSite=Lax');
    const off = await loadShellWithCookie('/cz?fltest=0', 'fltest=1');
    expect(off.shell.cartHref).toBe('https://store.audiora.example/cz/cart');
    expect(off.setCookie).toBe('fltest=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it("shows a signed-in user's cart and favourites counts in the top bar, and none to a visitor (spec §2)", async () => {
    await ShellHost.preload();
    const ports = signedInPorts();
    await renderLayout(
      'pl',
      { ...SHELL, signedInHint: true },
      '/pl',
      new FakeSessionGateway().signedInAs(aUser()),
      ports,
    );
    await screen.findByRole('heading', { level: 1, name: 'Page' });
    const nav = within(screen.getByRole('navigation', { name: 'Twoje konto' }));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Koszyk, 2 produkty' })).toBeTruthy());
    expect(nav.getByRole('link', { name: 'Ulubione, 3 tytuły' })).toBeTruthy();
    expect(nav.getAllByTestId('count-badge').map((badge) => badge.textContent)).toEqual(['3', '2']);
    // The page below the shell knows who is signed in too (home prices for club members, spec §5).
    expect(screen.getByTestId('session-user').textContent).toBe(aUser().email);
  });

  it('asks no counts for a visitor, shows no badges, and links the cart where the loader says', async () => {
    await ShellHost.preload();
    const ports = signedInPorts();
    const legacyCart = 'https://store.audiora.example/pl/cart';
    await renderLayout('pl', { ...SHELL, cartHref: legacyCart }, '/pl', new FakeSessionGateway(), ports);
    await screen.findByRole('heading', { level: 1, name: 'Page' });
    await screen.findByRole('link', { name: 'Zaloguj się' });
    const nav = within(screen.getByRole('navigation', { name: 'Twoje konto' }));
    expect(nav.getByRole('link', { name: 'Koszyk' }).getAttribute('href')).toBe(legacyCart);
    expect(nav.queryAllByTestId('count-badge')).toEqual([]);
    expect(ports.cartRepository.calls).toEqual([]);
    expect(ports.favouritesCount.calls).toBe(0);
  });

  it('opens the newsletter modal from the footer for a signed-in user; a visitor follows the link (spec §2)', async () => {
    await Promise.all([ShellHost.preload(), import('#ui/components/newsletter/ConnectedNewsletterModal')]);
    // A subscriber, so the newsletter's own offer (pl) does not open beside the footer's.
    const user = aUser({ email: 'ola@example.test', newsletter: true });
    await renderLayout('pl', { ...SHELL, signedInHint: true }, '/pl', new FakeSessionGateway().signedInAs(user));
    await screen.findByRole('heading', { level: 1, name: 'Page' });
    const footer = within(screen.getByRole('contentinfo'));
    const button = await footer.findByRole('button', { name: 'Newsletter' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Newsletter' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("links a visitor's footer newsletter entry to the newsletter page", async () => {
    await renderLayout('pl', SHELL);
    await screen.findByRole('heading', { level: 1, name: 'Page' });
    await screen.findByRole('link', { name: 'Zaloguj się' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Newsletter' }).getAttribute('href')).toBe('/pl/newsletter');
    expect(footer.queryByRole('button', { name: 'Newsletter' })).toBeNull();
  });

  it("opens the privacy settings from the footer's button and keeps the choices (spec §2)", async () => {
    await Promise.all([ShellHost.preload(), import('#ui/components/privacy/ConnectedPrivacySettingsDialog')]);
    const ports = signedInPorts();
    await renderLayout('de', SHELL, '/de', new FakeSessionGateway(), ports);
    await screen.findByRole('heading', { level: 1, name: 'Page' });
    const button = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Datenschutzeinstellungen' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Datenschutzeinstellungen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alle akzeptieren' }));
    expect(ports.cookieConsentRepository.saved).toEqual([{ analytics: true, marketing: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
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
    // The request's cookie, and the same cookie in the browser that made it.
    if (promoCookie) document.cookie = `w3club=${promoCookie}; path=/`;
    onTestFinished(() => {
      document.cookie = 'w3club=; path=/; max-age=0';
    });
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
