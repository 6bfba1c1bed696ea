import { createContext, type ReactNode, useContext } from 'react';
import type { ServiceContainer, Token } from '#infrastructure/composition/tokens';

const ContainerContext = createContext<ServiceContainer | null>(null);

/** Makes a container (the browser's, or one SSR request's) available to the components below. */
export const ContainerProvider = ({ container, children }: { container: ServiceContainer; children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
);

/** The service a token names, from the nearest container; components send intents through it. */
export const useService = <T,>(token: Token<T>): T => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a ContainerProvider above it');
  return container.get(token);
};
