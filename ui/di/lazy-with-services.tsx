import { type ComponentType, memo, type ReactNode, use } from 'react';
import { ServiceBoundary, useContainerAsked, usePreloadContainer } from './container-context';
import { preloadable } from './preloadable';

/** A component loaded with its services, and how to fetch its code ahead of the first render. */
export type LazyWithServices<P extends object> = ComponentType<P> & { readonly preload: () => Promise<void> };

export interface LazyWithServicesOptions<P extends object> {
  /**
   * Shown while the component's code and the container are not there: when it first mounts in the browser, and when
   * React must drop the server's HTML of a part still waiting for them (a navigation changes what it reads). A part
   * the server renders visibly passes what the server rendered, from its props, so that nothing flashes or moves.
   */
  readonly fallback?: ReactNode | ((props: P) => ReactNode);
}

/**
 * A component that cannot do anything before the browser's container exists (search box, user button, toasts), made
 * to load its own code together with the container instead of in the entry: both are fetched in parallel, the server's
 * HTML stays until both are there, and the JavaScript a page needs before it is interactive stays small.
 * Its stylesheet must also be imported by a module of the entry, or the server's HTML would show unstyled.
 */
export const lazyWithServices = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback = null }: LazyWithServicesOptions<P> = {},
): LazyWithServices<P> => {
  const preload = preloadable(load);
  const View = (props: P) => {
    useContainerAsked();
    const Loaded = use(preload());
    return <Loaded {...props} />;
  };
  // Re-rendering with equal props before the code has arrived would make React drop the server's HTML.
  const WithServices = memo((props: P) => {
    usePreloadContainer();
    return (
      <ServiceBoundary fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <View {...props} />
      </ServiceBoundary>
    );
  });
  // A name for React's developer tools; production pages do without its bytes.
  if (import.meta.env.DEV) WithServices.displayName = 'LazyWithServices';
  return Object.assign(WithServices as unknown as ComponentType<P>, { preload: () => preload().then(() => undefined) });
};
