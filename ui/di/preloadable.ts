import type { ComponentType } from 'react';
import { type ReadablePromise, readable } from './readable-promise';

/** A component's code, fetched once on first ask; `use()` reads it at once after it has arrived. */
export type PreloadableComponent<P extends object> = () => ReadablePromise<ComponentType<P>>;

const isServer = typeof document === 'undefined';

// In the browser a part is first asked for as it hydrates, often inside the visitor's first press: the bundler's
// preload of its code (link elements, each a look through the document) then waits for a task of its own.
const fetched = <T>(load: () => Promise<T>): Promise<T> =>
  isServer ? load() : new Promise((next) => setTimeout(next)).then(load);

/**
 * Fetches a component module's default export once, and again after a failure (offline, a deploy in between: the
 * next render may succeed). On the server the code is asked for at once, so it is there before the first request
 * and renders in place instead of streaming late; in the browser, on the task after the first ask.
 */
export const preloadable = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> => {
  let module: ReadablePromise<ComponentType<P>> | null = null;
  const preload = (): ReadablePromise<ComponentType<P>> => {
    module ??= readable(
      fetched(load).then(
        (loaded) => loaded.default,
        (error: unknown) => {
          module = null;
          throw error;
        },
      ),
    );
    return module;
  };
  if (isServer) preload().catch(() => undefined);
  return preload;
};
