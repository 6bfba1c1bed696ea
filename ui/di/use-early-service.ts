import { use } from 'react';
import type { ServiceContainer, Token } from '#infrastructure/composition/tokens';
import { useContainerSlot } from './container-context';
import { type ReadablePromise, readable } from './readable-promise';

// One fetch of the early services per page, whichever part asks first.
const fetched = new WeakMap<() => Promise<ServiceContainer>, ReadablePromise<ServiceContainer>>();

const earlyServices = (load: () => Promise<ServiceContainer>): ReadablePromise<ServiceContainer> => {
  let services = fetched.get(load);
  if (!services) {
    services = readable(
      load().catch((error: unknown) => {
        // A failed chunk fetch may succeed on the next demand.
        fetched.delete(load);
        throw error;
      }),
    );
    fetched.set(load, services);
  }
  return services;
};

/**
 * A service the page has before the browser's container (analytics): from the small early services in the browser,
 * which never fetch the composition root, and from the container where one exists already (server, tests). Its own
 * module, so that only the parts that report carry it.
 */
export const useEarlyService = <T>(token: Token<T>): T => {
  const slot = useContainerSlot('useEarlyService');
  return use(slot.early ? earlyServices(slot.early) : slot.load()).get(token);
};
