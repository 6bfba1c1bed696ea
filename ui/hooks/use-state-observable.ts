import { useCallback, useSyncExternalStore } from 'react';
import type { StateObservable } from '#application/shared/state-observable';

/**
 * Binds a component to a store's state: re-renders once per emitted value and unsubscribes on unmount.
 * The snapshot is the subject's current value, a stable reference until the store replaces it.
 */
export const useStateObservable = <T>(state$: StateObservable<T>): T => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = state$.subscribe({ next: onChange, error: onChange, complete: onChange });
      return () => subscription.unsubscribe();
    },
    [state$],
  );
  const getSnapshot = useCallback(() => state$.getValue(), [state$]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
};
