import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true after: hydration must see what the server rendered. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
