import { onServiceUnavailable } from '#domain/errors/service-unavailable-policy';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#domain/market/locale';
import type { ContainerConfig } from './container-config';

// Server rendering has no document, no other tabs and no cookies to write: ports that need them stay silent there.
export const inBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

export const isHttps = (config: ContainerConfig): boolean => new URL(config.apiOrigin).protocol === 'https:';

/** The market of the page in the browser (its first path segment); the server never asks. */
export const pageLocale = (): Locale => {
  const segment = globalThis.location?.pathname.split('/')[1];
  return isLocale(segment) ? segment : DEFAULT_LOCALE;
};

/** The market the API is asked in: a script's configured one, else the page's. */
export const apiLocale = (config: ContainerConfig) => (): Locale => config.locale ?? pageLocale();

export const browserStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Blocked storage throws on access (SecurityError).
    return null;
  }
};

/** Spec §4, §8: on a 503 the browser goes to its market's error page, unless it is there already. */
export const goToServiceUnavailablePage = (): void => {
  const errorPage = onServiceUnavailable(globalThis.location.pathname, pageLocale());
  if (errorPage !== null) globalThis.location.assign(errorPage);
};
