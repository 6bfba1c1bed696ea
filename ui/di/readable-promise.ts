/** React reads these fields of a promise handed to `use()`: when they say fulfilled, it renders without suspending. */
type Tagged<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };

/**
 * A promise that React's `use()` reads synchronously once it has fulfilled: a component that suspended on it renders
 * on the retry without suspending again.
 */
export type ReadablePromise<T> = Promise<T> & { readonly readable: true };

/** Tags `promise` with its value when it fulfils, as React tags the promises it tracks itself. */
export const readable = <T>(promise: Promise<T>): ReadablePromise<T> => {
  const tagged: Tagged<T> = promise.then((value) => {
    tagged.status = 'fulfilled';
    tagged.value = value;
    return value;
  });
  tagged.status = 'pending';
  return Object.assign(tagged, { readable: true as const });
};

/** A promise `use()` reads at once, for a value that is already there. */
export const readableNow = <T>(value: T): ReadablePromise<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value, readable: true as const });
