import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductId } from '#domain/cart/cart-item';
import type { ToastQueueStore } from '#application/toast/toast-queue.store';
import { type ServiceContainer, TOKENS } from '#infrastructure/composition/tokens';
import { ContainerProvider } from '#ui/di/container-context';
import { ShellSessionContext } from '#ui/components/session/shell-session';
import FavouritesPage, { loader as favouritesLoader } from '#ui/routes/favourites';
import RecentlyPlayedPage, { loader as recentlyPlayedLoader } from '#ui/routes/recently-played';
import ShelfPage, { loader as shelfLoader } from '#ui/routes/shelf';
import { InMemoryFavouritesRepository } from '#test/support/fakes/in-memory-favourites-repository';
import { InMemoryLibraryRepository } from '#test/support/fakes/in-memory-library-repository';
import { aPlayedTitle } from '#test/support/mothers/played-title.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';
import { aUser } from '#test/support/mothers/user.mother';
import { renderInMarket } from '../render-in-market';
import { pageArgs, statusOf, thrownBy } from './page-harness';

const SIGNED_IN = 'loggedIn=1; audiora_access=token';
const favourites = Array.from({ length: 31 }, (_, i) => aScreenProduct({ name: `Favourite ${i + 1}` }));

type Loader = (args: never) => Promise<unknown>;

const redirectOf = async (loader: Loader, path: string, ports = {}, cookie?: string) => {
  const thrown = await thrownBy(() => loader(pageArgs(path, { ports, ...(cookie ? { cookie } : {}) })));
  return thrown instanceof Response ? { status: thrown.status, location: thrown.headers.get('location') } : thrown;
};

describe('the library pages on the server (spec §2 /favourites, /shelf, /recently-played)', () => {
  it.each([
    [favouritesLoader, '/en/favourites', '/en/sign-in?redirectTo=%2Fen%2Ffavourites'],
    [shelfLoader, '/pl/polka?page=2', '/pl/zaloguj?redirectTo=%2Fpl%2Fpolka%3Fpage%3D2'],
    [recentlyPlayedLoader, '/cz/naposledy-poslouchane', '/cz/prihlaseni?redirectTo=%2Fcz%2Fnaposledy-poslouchane'],
  ] as const)('sends a visitor to sign in, coming back to %#', async (loader, path, location) => {
    const repository = new InMemoryLibraryRepository();
    expect(await redirectOf(loader as Loader, path, { libraryRepository: repository })).toEqual({
      status: 302,
      location,
    });
    expect(repository.calls).toEqual([]);
  });

  it('sends a listener whose session ended to sign in too', async () => {
    const repository = new InMemoryLibraryRepository().failWith({ code: 'AUTH.NOT_SIGNED_IN' });
    expect(
      await redirectOf(favouritesLoader as Loader, '/de/favourites', { libraryRepository: repository }, SIGNED_IN),
    ).toEqual({
      status: 302,
      location: '/de/sign-in?redirectTo=%2Fde%2Ffavourites',
    });
  });

  it('answers 503 when the API cannot list the titles', async () => {
    const repository = new InMemoryLibraryRepository().failWith({ code: 'LIBRARY.UNAVAILABLE' });
    const thrown = await thrownBy(() =>
      shelfLoader(pageArgs('/en/shelf', { ports: { libraryRepository: repository }, cookie: SIGNED_IN })),
    );
    expect(statusOf(thrown)).toBe(503);
  });

  it('sends a page past the last to the last there is, or the first', async () => {
    const repository = new InMemoryLibraryRepository().with('pl', { favourites });
    expect(
      await redirectOf(favouritesLoader as Loader, '/pl/ulubione?page=5', { libraryRepository: repository }, SIGNED_IN),
    ).toEqual({ status: 302, location: '/pl/ulubione?page=2' });
    expect(
      await redirectOf(
        recentlyPlayedLoader as Loader,
        '/en/recently-played?page=2',
        { libraryRepository: repository },
        SIGNED_IN,
      ),
    ).toEqual({ status: 302, location: '/en/recently-played' });
  });

  it("loads the page of favourites the address names, in the page's market", async () => {
    const repository = new InMemoryLibraryRepository().with('pl', { favourites });
    const loaded = (await favouritesLoader(
      pageArgs('/pl/ulubione?page=2', { ports: { libraryRepository: repository }, cookie: SIGNED_IN }),
    )) as unknown as { data: { favourites: unknown }; init: ResponseInit | null };
    expect(loaded.data.favourites).toEqual({ items: favourites.slice(30), page: 2, pages: 2, total: 31 });
    // The listener's own page: never kept by a shared cache.
    expect(loaded.init).toMatchObject({ headers: { 'Cache-Control': 'private, no-store' } });
  });
});

const renderPage = async (
  path: string,
  Page: ComponentType<object>,
  data: unknown,
  ports: Record<string, unknown> = {},
) => {
  const { context } = pageArgs(path, { ports }) as unknown as { context: { container: never } };
  const Wrapped = (props: object) => (
    <ContainerProvider container={context.container}>
      <ShellSessionContext.Provider value={{ user: aUser(), cartCount: 0, favouritesCount: 0 }}>
        <Page {...props} />
      </ShellSessionContext.Provider>
    </ContainerProvider>
  );
  await renderInMarket('en', path, [
    { path: path.split('?')[0] ?? '', Component: Wrapped as never, loader: () => data },
  ]);
  return { main: await screen.findByRole('main'), container: context.container as ServiceContainer };
};

// The pager's code is deferred; have it ready once, up front.
beforeAll(() => import('#ui/components/pagination/Pagination'));

describe('the favourites page', () => {
  it('lists each title with its cover, authors and page, pages through them, and removes one with undo', async () => {
    const favouritesRepository = new InMemoryFavouritesRepository();
    const [first] = favourites;
    if (!first) throw new Error('no favourites');
    favouritesRepository.withFavourites(...favourites.map((product) => product.id as ProductId));
    const { main, container } = await renderPage(
      '/en/favourites',
      FavouritesPage as never,
      { favourites: { items: favourites.slice(0, 30), page: 1, pages: 2, total: 31 } },
      { favouritesRepository },
    );
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Favourites');
    expect(within(main).getByRole('status').textContent).toBe('31 titles');
    const link = within(main).getByRole('link', { name: 'Favourite 1' });
    expect(link.getAttribute('href')).toBe(`/en/audiobook/${first.id}`);
    expect(link.querySelector('img')).not.toBeNull();
    expect(within(main).getAllByText('Jan Autor')).toHaveLength(30);
    const pager = await within(main).findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/en/favourites?page=2');

    await act(async () => {
      fireEvent.click(within(main).getByRole('button', { name: 'Remove Favourite 1 from favourites' }));
    });
    expect(within(main).queryByRole('link', { name: 'Favourite 1' })).toBeNull();
    expect(within(main).getByRole('status').textContent).toBe('30 titles');
    expect(favouritesRepository.has(first.id as ProductId)).toBe(false);
    const toasts = container.get(TOKENS.ToastPresenter) as ToastQueueStore;
    const [removed] = toasts.state.entries;
    expect(removed?.toast.title).toBe('favourites.removed');
    await act(() => toasts.pressAction(removed?.toast.id as never));
    expect(within(main).getByRole('link', { name: 'Favourite 1' })).toBeTruthy();
    expect(favouritesRepository.has(first.id as ProductId)).toBe(true);
  });

  it('says so when there are none', async () => {
    const { main } = await renderPage('/en/favourites', FavouritesPage as never, {
      favourites: { items: [], page: 1, pages: 0, total: 0 },
    });
    expect(main.textContent).toContain('You have no favourites yet.');
  });
});

describe('the shelf page', () => {
  it('shows the titles to continue first, with their progress, then every title', async () => {
    const started = aPlayedTitle({ name: 'Half heard', positionMs: 1_800_000, durationMs: 3_600_000 });
    const other = aScreenProduct({ name: 'Bought' });
    const { main } = await renderPage('/en/shelf', ShelfPage as never, {
      shelf: { continueListening: [started], titles: { items: [started, other], page: 1, pages: 1, total: 2 } },
    });
    const continuing = within(main).getByRole('region', { name: 'Continue listening' });
    const progress = within(continuing).getByRole('progressbar', { name: 'How far you are in Half heard' });
    expect(progress.getAttribute('value')).toBe('50');
    expect(progress.getAttribute('aria-valuetext')).toBe('50% listened, 30 min left');
    expect(within(continuing).getByRole('button', { name: 'Continue Half heard' })).toBeTruthy();
    const all = within(main).getByRole('region', { name: 'All your titles' });
    expect(
      within(all)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Half heard', 'Bought']);
  });

  it('points an empty shelf to the catalogue', async () => {
    const { main } = await renderPage('/en/shelf', ShelfPage as never, {
      shelf: { continueListening: [], titles: { items: [], page: 1, pages: 0, total: 0 } },
    });
    expect(within(main).queryByRole('region', { name: 'Continue listening' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/en/catalog');
  });
});

describe('the recently played page', () => {
  it('lists the titles as the API orders them, newest first', async () => {
    const played = [aPlayedTitle({ name: 'Yesterday' }), aPlayedTitle({ name: 'Last week' })];
    const { main } = await renderPage('/en/recently-played', RecentlyPlayedPage as never, {
      played: { items: played, page: 1, pages: 1, total: 2 },
    });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Yesterday', 'Last week']);
  });

  it('says so when nothing was played', async () => {
    const { main } = await renderPage('/en/recently-played', RecentlyPlayedPage as never, {
      played: { items: [], page: 1, pages: 0, total: 0 },
    });
    expect(main.textContent).toContain('You have not played anything yet.');
  });
});
