/** The part of a script element a loader sets and listens to. */
export interface ScriptElementLike {
  src: string;
  async: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
}

/** The part of the document a loader needs: a script element, and somewhere to put it. */
export interface ScriptDocumentLike<E extends ScriptElementLike> {
  createElement(tag: 'script'): E;
  readonly head: { appendChild(node: E): unknown };
}

/**
 * Loads a third-party script once, the first time its global is asked for, and answers that global; undefined when
 * the script failed, so that the next ask tries again. A global already on the page is answered without a script.
 */
export const scriptLoader = <T, E extends ScriptElementLike>(
  document: ScriptDocumentLike<E>,
  src: string,
  loaded: () => T | undefined,
): (() => Promise<T | undefined>) => {
  let loading: Promise<T | undefined> | undefined;
  return () => {
    const present = loaded();
    if (present) return Promise.resolve(present);
    loading ??= new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => {
        const global = loaded();
        // A script that ran without its global is as good as failed: the next ask fetches it again.
        if (!global) loading = undefined;
        resolve(global);
      });
      script.addEventListener('error', () => {
        loading = undefined;
        resolve(undefined);
      });
      document.head.appendChild(script);
    });
    return loading;
  };
};
