import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hasSignedInHint } from './components/session/signed-in-hint';
import { ContainerProvider } from './di/container-context';
import { containerLoader, loadAtOnce, loadOnIntent } from './di/container-loader';
import { heldClicks } from './di/held-clicks';
import { NonceProvider, readDocumentNonce } from './hooks/use-nonce';
import { documentLanguageText } from './i18n/document-language-text';
import { fetchTranslations } from './i18n/translations';
import { type ManifestRoute, pageRouteTable } from './routes/page-route-table';

/** What React Router's framework mode leaves on the page for `HydratedRouter`: the route table and the matched modules. */
declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

// The composition root brings Inversify, zod, ky and every adapter: fetched on first use, not before hydration; even
// the code that configures it is not in the page's first JavaScript.
const services = containerLoader(() => import('./di/browser-services').then((module) => module.loadBrowserServices()), {
  waitForIntent: true,
});
// Analytics and the like, small enough not to wait for the visitor: fetched when a part first reports.
const early = () =>
  import('#infrastructure/composition/early-browser-services').then((module) => module.createEarlyBrowserServices());

// Before the router is created from it: only this page's path language's routes (see `pageRouteTable`).
const manifest = window.__reactRouterManifest;
if (manifest) manifest.routes = pageRouteTable(manifest.routes, Object.keys(window.__reactRouterRouteModules ?? {}));

// Before React listens: a press on a control still waiting for its services is held for it (see `HeldClicks`).
heldClicks.install(document);

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={readDocumentNonce(document)}>
          <ContainerProvider loader={services} early={early}>
            <HydratedRouter />
          </ContainerProvider>
        </NonceProvider>
      </StrictMode>,
    );
  });

// The page's text comes as a file of its own (preloaded by the page, kept by the browser), before React hydrates.
const text = documentLanguageText(document);
if (text === null) hydrate();
else
  // Without it the page stays as the server drew it, which works without JavaScript.
  fetchTranslations(text.language, text.url).then(hydrate, console.error);

// A visitor's page is complete as the server rendered it: the services come at their first intent. A signed-in
// user's shows their session, which the services bring, so theirs are fetched at once, beside the page's text.
loadOnIntent(services);
if (hasSignedInHint(document.cookie)) loadAtOnce(services);
