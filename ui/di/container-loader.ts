import type { ServiceContainer } from '#infrastructure/composition/tokens';
import { type ReadablePromise, readable } from './readable-promise';

/** A container created on first demand, once: the browser's composition root stays out of the entry chunk. */
export interface ContainerLoader {
  /** The container if it has been created, else null. */
  readonly current: () => ServiceContainer | null;
  /** Starts loading on the first call; every call returns the same promise, readable by `use()` once settled. */
  readonly load: () => ReadablePromise<ServiceContainer>;
}

/** Wraps a factory (typically a dynamic `import()` of the composition root) so it runs at most once. */
export const containerLoader = (create: () => Promise<ServiceContainer>): ContainerLoader => {
  let container: ServiceContainer | null = null;
  let pending: ReadablePromise<ServiceContainer> | null = null;
  const load = (): ReadablePromise<ServiceContainer> => {
    pending ??= readable(
      create().then(
        (created) => (container = created),
        (error: unknown) => {
          // A failed chunk fetch (offline, a deploy in between) may succeed on the next demand.
          pending = null;
          throw error;
        },
      ),
    );
    return pending;
  };
  return { current: () => container, load };
};

/** Loads the container once the browser is idle, so services are ready before the first intent needs them. */
export const loadWhenIdle = (loader: ContainerLoader, win: Window = window): void => {
  const start = () => void loader.load().catch(() => undefined);
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: 2_000 });
  else win.setTimeout(start, 1);
};
