import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createContainer } from '#infrastructure/composition/create-container';
import { type ServiceContainer, TOKENS, type Token } from '#infrastructure/composition/tokens';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { ContainerProvider, ServiceBoundary, useService } from '#ui/di/container-context';
import { useEarlyService } from '#ui/di/use-early-service';
import { containerLoader } from '#ui/di/container-loader';

const config = { apiOrigin: 'http://store.test', brand: 'audiora', userAgent: 'test' };

const Probe = ({ token, onService }: { token: Token<unknown>; onService: (service: unknown) => void }) => {
  onService(useService(token));
  return <p>ready</p>;
};

/** A container whose creation the test finishes when it wants, as a slow chunk download would. */
const deferredContainer = () => {
  let resolve: (container: ServiceContainer) => void = () => undefined;
  const promise = new Promise<ServiceContainer>((settle) => (resolve = settle));
  const create = vi.fn(() => promise);
  return { loader: containerLoader(create), create, resolve };
};

describe('useService', () => {
  it('returns the service the token names from the nearest container', () => {
    const fake = new InMemoryCatalogRepository();
    const container = createContainer(config, { catalogRepository: fake });
    let seen: unknown;
    render(
      <ContainerProvider container={container}>
        <Probe token={TOKENS.CatalogRepository} onService={(s) => (seen = s)} />
      </ContainerProvider>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
    expect(seen).toBe(fake);
  });

  it('answers an early service from the early services, without loading the container', async () => {
    const { loader, create, resolve } = deferredContainer();
    const analytics = { track: vi.fn() };
    const early = vi.fn(async () => createContainer(config, { analytics }));
    const EarlyProbe = ({ onService }: { onService: (service: unknown) => void }) => {
      onService(useEarlyService(TOKENS.Analytics));
      return <p>early ready</p>;
    };
    let seen: unknown;
    await act(async () => {
      render(
        <ContainerProvider loader={loader} early={early}>
          <ServiceBoundary>
            <EarlyProbe onService={(s) => (seen = s)} />
          </ServiceBoundary>
        </ContainerProvider>,
      );
    });
    expect(await screen.findByText('early ready')).toBeTruthy();
    expect(seen).toBe(analytics);
    expect(early).toHaveBeenCalledTimes(1);
    expect(create).not.toHaveBeenCalled();

    const fake = new InMemoryCatalogRepository();
    let repository: unknown;
    await act(async () => {
      render(
        <ContainerProvider loader={loader} early={early}>
          <ServiceBoundary fallback={<p>loading</p>}>
            <Probe token={TOKENS.CatalogRepository} onService={(s) => (repository = s)} />
          </ServiceBoundary>
        </ContainerProvider>,
      );
    });
    expect(create).toHaveBeenCalledTimes(1);
    await act(async () => resolve(createContainer(config, { catalogRepository: fake })));
    await vi.waitFor(() => expect(repository).toBe(fake));
  });

  it('says clearly when no container is provided', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe token={TOKENS.ListCategories} onService={() => undefined} />)).toThrow(
      'useService needs a ContainerProvider above it',
    );
    silence.mockRestore();
  });

  it('waits for a container still loading, showing the boundary fallback, then renders from it', async () => {
    const fake = new InMemoryCatalogRepository();
    const { loader, create, resolve } = deferredContainer();
    let seen: unknown;
    // Rendered inside an awaited act so that React hears the container arrive (a suspended render's retry).
    await act(async () => {
      render(
        <ContainerProvider loader={loader}>
          <ServiceBoundary fallback={<p>waiting</p>}>
            <Probe token={TOKENS.CatalogRepository} onService={(s) => (seen = s)} />
          </ServiceBoundary>
        </ContainerProvider>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);

    await act(async () => resolve(createContainer(config, { catalogRepository: fake })));

    // React reveals a boundary's content a moment after its fallback, so this waits rather than reads.
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(seen).toBe(fake);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('hydrating while the browser container loads', () => {
  const Counter = () => {
    const [count, setCount] = useState(0);
    return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
  };

  const CatalogueToggle = () => {
    const repository = useService(TOKENS.CatalogRepository);
    const [open, setOpen] = useState(false);
    const name = repository instanceof InMemoryCatalogRepository ? 'in-memory catalogue' : 'other';
    return (
      <button onClick={() => setOpen(!open)}>
        {name} {open ? 'open' : 'closed'}
      </button>
    );
  };

  const Page = () => (
    <main>
      <Counter />
      <ServiceBoundary fallback={<p>waiting</p>}>
        <CatalogueToggle />
      </ServiceBoundary>
    </main>
  );

  it('keeps the server HTML of components that need services and makes the rest interactive meanwhile', async () => {
    const serverContainer = createContainer(config, { catalogRepository: new InMemoryCatalogRepository() });
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <ContainerProvider container={serverContainer}>
        <Page />
      </ContainerProvider>,
    );
    document.body.append(host);
    const { loader, resolve } = deferredContainer();
    const recoverable = vi.fn();

    const root = hydrateRoot(
      host,
      <ContainerProvider loader={loader}>
        <Page />
      </ContainerProvider>,
      { onRecoverableError: recoverable },
    );
    await act(async () => undefined);

    fireEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'in-memory catalogue closed' })).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();

    await act(async () => resolve(createContainer(config, { catalogRepository: new InMemoryCatalogRepository() })));

    fireEvent.click(screen.getByRole('button', { name: 'in-memory catalogue closed' }));
    expect(await screen.findByRole('button', { name: 'in-memory catalogue open' })).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
  });

  it('hydrates without a recoverable error when the container arrives while React is replaying the suspended part', async () => {
    const serverContainer = createContainer(config, { catalogRepository: new InMemoryCatalogRepository() });
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <ContainerProvider container={serverContainer}>
        <Page />
      </ContainerProvider>,
    );
    document.body.append(host);
    // Fulfilled within a microtask: React retries the suspended component in place, replaying its hooks.
    const loader = containerLoader(async () =>
      createContainer(config, { catalogRepository: new InMemoryCatalogRepository() }),
    );
    const recoverable = vi.fn();

    const root = hydrateRoot(
      host,
      <ContainerProvider loader={loader}>
        <Page />
      </ContainerProvider>,
      { onRecoverableError: recoverable },
    );
    await act(async () => undefined);

    fireEvent.click(screen.getByRole('button', { name: 'in-memory catalogue closed' }));
    expect(await screen.findByRole('button', { name: 'in-memory catalogue open' })).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
  });
});
