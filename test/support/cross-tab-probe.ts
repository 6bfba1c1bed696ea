import type { CrossTabPort } from '#application/ports/cross-tab.port';

/** Listens on a tab and lets a test wait (by event, never by time) until some messages have arrived. */
export const probe = <M>(port: CrossTabPort<M>) => {
  const messages: M[] = [];
  const waiters: { readonly count: number; readonly resolve: () => void }[] = [];
  const unsubscribe = port.subscribe((message) => {
    messages.push(message);
    for (const waiter of waiters.filter((w) => messages.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    messages,
    unsubscribe,
    /** Resolves once `count` messages have arrived in total (at once if they already have). */
    received: (count: number): Promise<readonly M[]> =>
      new Promise((resolve) => {
        if (messages.length >= count) resolve(messages);
        else waiters.push({ count, resolve: () => resolve(messages) });
      }),
  };
};
