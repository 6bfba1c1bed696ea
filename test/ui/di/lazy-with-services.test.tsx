import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createContainer } from '#infrastructure/composition/create-container';
import { type ServiceContainer, TOKENS } from '#infrastructure/composition/tokens';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { ContainerProvider, PageBoundary, useService } from '#ui/di/container-context';
import { containerLoader } from '#ui/di/container-loader';
import { lazyWithServices } from '#ui/di/lazy-with-services';

const config = { apiOrigin: 'http://store.test', brand: 'audiora', userAgent: 'test' };
const container = () => createContainer(config, { catalogRepository: new InMemoryCatalogRepository() });

const Toggle = ({ label }: { label: string }) => {
  const repository = useService(TOKENS.CatalogRepository);
  const [open, setOpen] = useState(false);
  const source = repository instanceof InMemoryCatalogRepository ? 'in memory' : 'other';
  return (
    <button onClick={() => setOpen(!open)}>
      {label} {source} {open ? 'open' : 'closed'}
    </button>
  );
};

const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
};

describe('lazyWithServices', () => {
  it('fetches its code and the container at the same time, and renders once both are there', async () => {
    const code = deferred<{ default: typeof Toggle }>();
    const services = deferred<ServiceContainer>();
    const create = vi.fn(() => services.promise);
    const LazyToggle = lazyWithServices(() => code.promise, { fallback: <p>waiting</p> });

    await act(async () => {
      render(
        <ContainerProvider loader={containerLoader(create)}>
          <LazyToggle label="catalogue" />
        </ContainerProvider>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);

    await act(async () => code.resolve({ default: Toggle }));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => services.resolve(container()));

    expect(await screen.findByRole('button', { name: 'catalogue in memory closed' })).toBeTruthy();
  });

  it('renders in place, with no fallback, once its code has been preloaded (as the server does at start)', async () => {
    const load = vi.fn(async () => ({ default: Toggle }));
    const LazyToggle = lazyWithServices(load, { fallback: <p>waiting</p> });
    await LazyToggle.preload();
    const html = renderToString(
      <ContainerProvider container={container()}>
        <LazyToggle label="catalogue" />
      </ContainerProvider>,
    );
    expect(html.replaceAll('<!-- -->', '')).toContain('<button>catalogue in memory closed</button>');
    expect(html).not.toContain('waiting');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries to fetch its code again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Toggle }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Toggle });
    const LazyToggle = lazyWithServices(load);
    await expect(LazyToggle.preload()).rejects.toThrow('offline');
    await LazyToggle.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hydrates over the server HTML without a mismatch once its code and the container arrive', async () => {
    const LazyToggle = lazyWithServices(async () => ({ default: Toggle }));
    const host = document.createElement('div');
    // The server has its container, and its code loaded at start.
    await LazyToggle.preload();
    host.innerHTML = renderToString(
      <ContainerProvider container={container()}>
        <LazyToggle label="catalogue" />
      </ContainerProvider>,
    );
    document.body.append(host);
    expect(host.textContent).toBe('catalogue in memory closed');
    const services = deferred<ServiceContainer>();
    const recoverable = vi.fn();

    const root = hydrateRoot(
      host,
      <ContainerProvider loader={containerLoader(() => services.promise)}>
        <LazyToggle label="catalogue" />
      </ContainerProvider>,
      { onRecoverableError: recoverable },
    );
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'catalogue in memory closed' })).toBeTruthy();

    await act(async () => services.resolve(container()));
    fireEvent.click(screen.getByRole('button', { name: 'catalogue in memory closed' }));

    expect(await screen.findByRole('button', { name: 'catalogue in memory open' })).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
  });

  /** The server's HTML of `element`, in a host in the document, with the component's code loaded as at start. */
  const serverRendered = async (Lazy: ReturnType<typeof lazyWithServices<{ label: string }>>) => {
    await Lazy.preload();
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <ContainerProvider container={container()}>
        <Lazy label="catalogue" />
      </ContainerProvider>,
    );
    document.body.append(host);
    return host;
  };

  it('keeps the server HTML while hydrating without asking for the container, until something asks for it', async () => {
    const LazyToggle = lazyWithServices(async () => ({ default: Toggle }));
    const host = await serverRendered(LazyToggle);
    const create = vi.fn(async () => container());
    const loader = containerLoader(create, { waitForIntent: true });
    const recoverable = vi.fn();

    const root = hydrateRoot(
      host,
      <ContainerProvider loader={loader}>
        <LazyToggle label="catalogue" />
      </ContainerProvider>,
      { onRecoverableError: recoverable },
    );
    await act(async () => undefined);
    expect(create).not.toHaveBeenCalled();
    expect(loader.waitsForIntent()).toBe(false);
    expect(host.textContent).toBe('catalogue in memory closed');

    await act(async () => void (await loader.load()));
    fireEvent.click(screen.getByRole('button', { name: 'catalogue in memory closed' }));

    expect(await screen.findByRole('button', { name: 'catalogue in memory open' })).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    host.remove();
  });

  it('shows the fallback drawn from its props, never nothing, when a navigation drops the server HTML first', async () => {
    const AsRendered = ({ label }: { label: string }) => <button>{`${label} in memory closed`}</button>;
    const LazyToggle = lazyWithServices(async () => ({ default: Toggle }), {
      fallback: (props) => <AsRendered {...props} />,
    });
    const host = await serverRendered(LazyToggle);
    const services = deferred<ServiceContainer>();
    const loader = containerLoader(() => services.promise, { waitForIntent: true });
    // What a router's location is to the shell: a context whose change reaches every part still dehydrated.
    const Page = createContext('/pl');
    let navigate: (path: string) => void = () => undefined;
    const App = () => {
      const [path, setPath] = useState('/pl');
      useEffect(() => {
        navigate = setPath;
      }, []);
      return (
        <Page.Provider value={path}>
          <ContainerProvider loader={loader}>
            <LazyToggle label="catalogue" />
            {/* The next page has a part of its own, which asks for the services as it mounts. */}
            {path === '/pl' ? null : <LazyToggle label="offer" />}
          </ContainerProvider>
        </Page.Provider>
      );
    };
    const shown: (string | null)[] = [];
    const watch = new MutationObserver(() => shown.push(host.querySelector('button')?.textContent ?? null));
    watch.observe(host, { childList: true, subtree: true, characterData: true });
    const root = hydrateRoot(host, <App />);
    onTestFinished(() => {
      watch.disconnect();
      act(() => root.unmount());
      host.remove();
    });
    await act(async () => undefined);

    // Not every update of a navigation waits in a transition: an urgent one commits before the services are there.
    await act(async () => navigate('/pl/audiobook/1'));
    expect(host.querySelector('button')?.textContent).toBe('catalogue in memory closed');
    await act(async () => services.resolve(container()));

    expect(await screen.findByRole('button', { name: 'offer in memory closed' })).toBeTruthy();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((text) => text === 'catalogue in memory closed')).toBe(true);
  });

  it('asks for the container at once when it first mounts after the page has hydrated', async () => {
    const LazyToggle = lazyWithServices(async () => ({ default: Toggle }), { fallback: <p>waiting</p> });
    const create = vi.fn(async () => container());
    const loader = containerLoader(create, { waitForIntent: true });
    const Later = () => {
      const [shown, setShown] = useState(false);
      return shown ? <LazyToggle label="later" /> : <button onClick={() => setShown(true)}>show</button>;
    };

    await act(async () => {
      render(
        <ContainerProvider loader={loader}>
          <Later />
        </ContainerProvider>,
      );
    });
    expect(create).not.toHaveBeenCalled();
    // Inside act, so that React retries the part when the promises it suspended on settle.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'show' })));

    expect(await screen.findByRole('button', { name: 'later in memory closed' })).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
  });
  it("inside the page's boundary, which hydrates after the shell, waits for intent as the shell's parts do", async () => {
    const LazyToggle = lazyWithServices(async () => ({ default: Toggle }));
    await LazyToggle.preload();
    const page = (provider: (children: ReactNode) => ReactNode) =>
      provider(
        <>
          <p>shell</p>
          <PageBoundary>
            <LazyToggle label="page" />
          </PageBoundary>
        </>,
      );
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      page((children) => <ContainerProvider container={container()}>{children}</ContainerProvider>),
    );
    document.body.append(host);
    onTestFinished(() => host.remove());
    const create = vi.fn(async () => container());
    const loader = containerLoader(create, { waitForIntent: true });

    const root = await act(async () =>
      hydrateRoot(
        host,
        page((children) => <ContainerProvider loader={loader}>{children}</ContainerProvider>),
      ),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(host.textContent).toBe('shellpage in memory closed');
    expect(create).not.toHaveBeenCalled();
    // Hydrated now: a part that mounts from here on is new and asks at once.
    expect(loader.waitsForIntent()).toBe(false);
    act(() => root.unmount());
  });
});
