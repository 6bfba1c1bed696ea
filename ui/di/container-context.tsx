import { createContext, type ReactNode, Suspense, use, useContext, useEffect, useMemo } from 'react';
import type { ServiceContainer, Token } from '#infrastructure/composition/tokens';
import type { ContainerLoader } from './container-loader';
import { readableNow } from './readable-promise';

/** What the tree reads: the container if it is there, and how to wait for it if not. */
export type ContainerSlot = ContainerLoader & {
  /** The few services a page uses before the container (`createEarlyBrowserServices`); see `useEarlyService`. */
  readonly early?: () => Promise<ServiceContainer>;
};

const ContainerContext = createContext<ContainerSlot | null>(null);

type ContainerProviderProps =
  /** A container that exists already: one SSR request's, a script's or a test's. */
  | {
      readonly container: ServiceContainer;
      readonly loader?: never;
      readonly early?: never;
      readonly children: ReactNode;
    }
  /**
   * The browser's container, whose composition root (Inversify, zod, ky, adapters) is fetched after hydration starts,
   * and the few services the page has before it (`early`), which never wait for it.
   */
  | {
      readonly loader: ContainerLoader;
      readonly early?: () => Promise<ServiceContainer>;
      readonly container?: never;
      readonly children: ReactNode;
    };

/** Makes a container (the browser's, or one SSR request's) available to the components below. */
export const ContainerProvider = ({ container, loader, early, children }: ContainerProviderProps) => {
  const slot = useMemo<ContainerSlot>(() => {
    if (loader) return early ? { ...loader, early } : loader;
    const ready = readableNow(container);
    const asked = readableNow(undefined);
    return {
      current: () => container,
      load: () => ready,
      asked: () => asked,
      waitsForIntent: () => false,
      hydrated: () => undefined,
      holdForPage: () => undefined,
    };
  }, [container, loader, early]);
  // The first commit ends hydration, unless the page, which hydrates after it, holds that end for itself: parts
  // that mount afterwards are new and ask for services at once.
  useEffect(() => {
    slot.hydrated();
  }, [slot]);
  return <ContainerContext.Provider value={slot}>{children}</ContainerContext.Provider>;
};

/** Ends the page's hydration from inside its boundary: its effect runs once everything before it has hydrated. */
const PageHydrated = () => {
  const slot = useContext(ContainerContext);
  useEffect(() => slot?.hydrated(true), [slot]);
  return null;
};

/**
 * The page inside the shell, as a Suspense boundary of its own: React hydrates it after the shell, so a tap on the
 * shell while the page still hydrates waits for the shell's part only. Until the page has hydrated, its parts that
 * would only repeat the server's HTML still wait for the visitor's intent, as the shell's do.
 */
export const PageBoundary = ({ children }: { children: ReactNode }) => {
  // Idempotent, so safe however often React renders this before its first commit.
  useContext(ContainerContext)?.holdForPage();
  return (
    <Suspense>
      {children}
      <PageHydrated />
    </Suspense>
  );
};

/** The nearest container's slot, for the hooks that read it in their own way (`useEarlyService`). */
export const useContainerSlot = (hookName: string): ContainerSlot => {
  const slot = useContext(ContainerContext);
  if (!slot) throw new Error(`${hookName} needs a ContainerProvider above it`);
  return slot;
};

/**
 * The service a token names, from the nearest container; components send intents through it.
 * While the browser's container is still loading this suspends: inside a `ServiceBoundary` the server-rendered HTML
 * stays as it is until the container arrives, and the rest of the page hydrates without waiting.
 */
export const useService = <T,>(token: Token<T>): T => {
  const slot = useContainerSlot('useService');
  // Always through use(), never only while loading: a component React replays after suspending here must call the
  // same hooks on the replay as on the attempt that suspended.
  return use(slot.load()).get(token);
};

/**
 * Starts fetching the browser's container without waiting for it (a no-op once it is there, or on the server); a part
 * being hydrated leaves that to the visitor's first intent (`loadOnIntent`).
 */
export const usePreloadContainer = (): void => {
  const slot = useContext(ContainerContext);
  if (!slot || slot.current() || slot.waitsForIntent()) return;
  // Idempotent: the loader fetches once, so starting it from a render is as safe as React's own preload calls.
  slot.load().catch(() => undefined);
};

/** Suspends until something has asked for the browser's container, without asking for it (at once on the server). */
export const useContainerAsked = (): void => {
  const slot = useContext(ContainerContext);
  if (slot) use(slot.asked());
};

/**
 * Wraps the components that call `useService`, so that waiting for the browser's container holds back only them.
 * The fallback shows only when such a component first mounts in the browser before the container has loaded.
 */
export const ServiceBoundary = ({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) => (
  <Suspense fallback={fallback}>{children}</Suspense>
);
