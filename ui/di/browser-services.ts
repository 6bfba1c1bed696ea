import { loadBrowserContainer } from '#infrastructure/composition/load-browser-container';
import type { ServiceContainer } from '#infrastructure/composition/tokens';
import { documentBrand } from './document-brand';
import { documentBrowserSettings } from './browser-settings';

/**
 * The browser's container, configured from the page it runs in (origin, brand, error-reporting DSN, reCAPTCHA key,
 * Google and Apple client ids). Fetched with the composition root, so none of it is in the page's first JavaScript.
 */
export const loadBrowserServices = (win: Window = window): Promise<ServiceContainer> =>
  loadBrowserContainer({
    apiOrigin: win.location.origin,
    brand: documentBrand(win.document),
    userAgent: win.navigator.userAgent,
    ...documentBrowserSettings(win.document),
  });
