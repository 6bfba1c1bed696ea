import { createContext, type ReactNode, Suspense, use, useContext, useMemo } from 'react';
import type { ServiceContainer, Token } from '#infrastructure/composition/tokens';
import type { ContainerLoader } from './container-loader';
import { readableNow } from './readable-promise';

/** What the tree reads: the container if it is there, and how to wait for it if not. */
type ContainerSlot = ContainerLoader;

const ContainerContext = createContext<ContainerSlot | null>(null);

type ContainerProviderProps =
  /** A container that exists already: one SSR request's, a script's or a test's. */
  | { readonly container: ServiceContainer; readonly loader?: never; readonly children: ReactNode }
  /** The browser's container, whose composition root (Inversify, zod, ky, adapters) is fetched after hydration starts. */
  | { readonly loader: ContainerLoader; readonly container?: never; readonly children: ReactNode };

/** Makes a container (the browser's, or one SSR request's) available to the components below. */
export const ContainerProvider = ({ container, loader, children }: ContainerProviderProps) => {
  const slot = useMemo<ContainerSlot>(() => {
    if (loader) return loader;
    const ready = readableNow(container);
    return { current: () => container, load: () => ready };
  }, [container, loader]);
  return <ContainerContext.Provider value={slot}>{children}</ContainerContext.Provider>;
};

/**
 * The service a token names, from the nearest container; components send intents through it.
 * While the browser's container is still loading this suspends: inside a `ServiceBoundary` the server-rendered HTML
 * stays as it is until the container arrives, and the rest of the page hydrates without waiting.
 */
export const useService = <T,>(token: Token<T>): T => {
  const slot = useContext(ContainerContext);
  if (!slot) throw new Error('useService needs a ContainerProvider above it');
  // Always through use(), never only while loading: a component React replays after suspending here must call the
  // same hooks on the replay as on the attempt that suspended.
  return use(slot.load()).get(token);
};

/** Starts fetching the browser's container without waiting for it (a no-op once it is there, or on the server). */
export const usePreloadContainer = (): void => {
  const slot = useContext(ContainerContext);
  // Idempotent: the loader fetches once, so starting it from a render is as safe as React's own preload calls.
  if (slot && !slot.current()) slot.load().catch(() => undefined);
};

/**
 * Wraps the components that call `useService`, so that waiting for the browser's container holds back only them.
 * The fallback shows only when such a component first mounts in the browser before the container has loaded.
 */
export const ServiceBoundary = ({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) => (
  <Suspense fallback={fallback}>{children}</Suspense>
);
