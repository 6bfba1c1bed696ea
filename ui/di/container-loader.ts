import type { ServiceContainer } from '#infrastructure/composition/tokens';
import { type ReadablePromise, readable, readableNow } from './readable-promise';

/** A container created on first demand, once: the browser's composition root stays out of the entry chunk. */
export interface ContainerLoader {
  /** The container if it has been created, else null. */
  readonly current: () => ServiceContainer | null;
  /** Starts loading on the first call; every call returns the same promise, readable by `use()` once settled. */
  readonly load: () => ReadablePromise<ServiceContainer>;
  /** Settles once the container has been asked for (`load`), without asking for it. */
  readonly asked: () => ReadablePromise<void>;
  /**
   * Whether a part that would only repeat the server's HTML waits until something asks for the container: true while
   * the page hydrates with `waitForIntent`, false once it has (parts mounted later ask at once) and without it.
   */
  readonly waitsForIntent: () => boolean;
  /**
   * Told by the provider when the first render is committed, and by the page's boundary once the page, which hydrates
   * after it, has (`page`): hydration ends at the later of the two where the page holds it (`holdForPage`).
   */
  readonly hydrated: (page?: boolean) => void;
  /** Told by the page's boundary while it renders before hydration has ended. */
  readonly holdForPage: () => void;
}

export interface ContainerLoaderOptions {
  /** The page is being hydrated and its service-bound parts may keep the server's HTML until the visitor acts. */
  readonly waitForIntent?: boolean;
}

/** Wraps a factory (typically a dynamic `import()` of the composition root) so it runs at most once. */
export const containerLoader = (
  create: () => Promise<ServiceContainer>,
  { waitForIntent = false }: ContainerLoaderOptions = {},
): ContainerLoader => {
  let container: ServiceContainer | null = null;
  let pending: ReadablePromise<ServiceContainer> | null = null;
  let waiting = waitForIntent;
  let heldForPage = false;
  let markAsked: () => void = () => undefined;
  const asked: ReadablePromise<void> = waitForIntent
    ? readable(new Promise<void>((resolve) => (markAsked = resolve)))
    : readableNow(undefined);
  const load = (): ReadablePromise<ServiceContainer> => {
    markAsked();
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
  return {
    current: () => container,
    load,
    asked: () => asked,
    waitsForIntent: () => waiting,
    hydrated: (page = false) => {
      if (page || !heldForPage) waiting = false;
    },
    holdForPage: () => {
      heldForPage = waiting;
    },
  };
};

/**
 * Loads the container now, while the page hydrates: a signed-in user's page shows their session, which the services
 * bring. Its module graph evaluates slice by slice, so the fetch and the hydration share the main thread in turns.
 * A failure is left for the next demand to retry.
 */
export const loadAtOnce = (loader: ContainerLoader): void => {
  loader.load().catch(() => undefined);
};

/** What a visitor does first that may need the services: press (mouse, pen, touch), type, wheel, focus, go back. */
export const INTENT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'focusin', 'popstate'] as const;

/**
 * Loads the container at the visitor's first intent, on the task after it: a visitor who only
 * reads never fetches the composition root. Listens until a load succeeds, so one that failed is tried again. A
 * visitor who focused a control before the page's scripts ran has shown theirs already.
 */
export const loadOnIntent = (loader: ContainerLoader, win: Window = window): void => {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, start, options);
  };
  function start() {
    // Not inside the visitor's event, which may be hydrating the page at once: the bundler's preload of the root's
    // code (a link element per module) comes on a task of its own.
    setTimeout(() => void loader.load().then(stop, () => undefined));
  }
  for (const type of INTENT_EVENTS) win.addEventListener(type, start, options);
  const focused = win.document.activeElement;
  if (focused !== null && focused !== win.document.body) start();
};
