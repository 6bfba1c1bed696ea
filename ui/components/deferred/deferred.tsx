import { type ComponentType, memo, Suspense, use } from 'react';
import { preloadable } from '#ui/di/preloadable';

/**
 * A part of the page that nobody needs before the page answers input (a footer, reviews, a pager below a list): the
 * server renders it in place, the browser keeps that HTML and its links working while the part's code arrives after
 * the page's own, then hydrates it. The page's critical JavaScript and its hydration work stay smaller.
 * Its stylesheet must be imported by a module the page loads at once, or the server's HTML would show unstyled until
 * its code arrives. A CSS module nothing on the page reads is dropped from the page's chunk by the bundler, so a part
 * the page itself does not style has a plain stylesheet (`Part.css`, classes named `part__element`); and
 * its props should only change once it has hydrated (they are memoised), or React would render it afresh.
 */
export const deferred = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> => {
  const preload = preloadable(load);
  const View = (props: P) => {
    const Loaded = use(preload());
    return <Loaded {...props} />;
  };
  const Deferred = memo((props: P) => (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  ));
  // A name for React's developer tools; production pages do without its bytes.
  if (import.meta.env.DEV) Deferred.displayName = 'Deferred';
  return Deferred;
};
