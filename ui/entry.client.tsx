import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadBrowserContainer } from '#infrastructure/composition/load-browser-container';
import { ContainerProvider } from './di/container-context';
import { containerLoader, loadWhenIdle } from './di/container-loader';
import { documentErrorReportingDsn } from './di/error-reporting-dsn';
import { NonceProvider, readDocumentNonce } from './hooks/use-nonce';

const brand = document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || 'audiora';

// The composition root brings Inversify, zod, ky and every adapter: fetched on first use, not before hydration.
const errorReportingDsn = documentErrorReportingDsn(document);
const services = containerLoader(() =>
  loadBrowserContainer({
    apiOrigin: window.location.origin,
    brand,
    userAgent: navigator.userAgent,
    ...(errorReportingDsn ? { errorReportingDsn } : {}),
  }),
);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={readDocumentNonce(document)}>
        <ContainerProvider loader={services}>
          <HydratedRouter />
        </ContainerProvider>
      </NonceProvider>
    </StrictMode>,
  );
});

loadWhenIdle(services);
