import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createContainer } from '#infrastructure/composition/create-container';
import { ContainerProvider } from './di/container-context';
import { NonceProvider, readDocumentNonce } from './hooks/use-nonce';

const brand = document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || 'audiora';
const container = createContainer({ apiOrigin: window.location.origin, brand, userAgent: navigator.userAgent });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={readDocumentNonce(document)}>
        <ContainerProvider container={container}>
          <HydratedRouter />
        </ContainerProvider>
      </NonceProvider>
    </StrictMode>,
  );
});
