import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createContainer } from '#infrastructure/composition/create-container';
import { type ServiceContainer, TOKENS } from '#infrastructure/composition/tokens';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { ContainerProvider, useService } from '#ui/di/container-context';
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
    const LazyToggle = lazyWithServices(() => code.promise, <p>waiting</p>);

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
    const LazyToggle = lazyWithServices(load, <p>waiting</p>);
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
});
