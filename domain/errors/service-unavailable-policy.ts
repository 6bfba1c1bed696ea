import type { Locale } from '../market/locale';

/** Spec §2, §8: the error page a 503 sends the browser to. */
export const serviceUnavailablePath = (locale: Locale): string => `/${locale}/error/503`;

// Any locale's 503 page counts as "already there", so a mismatched locale cannot bounce between two of them.
const ERROR_PAGE = /^\/[^/]+\/error\/503$/;

/** The path part of a path or URL-like string: no query, no fragment, no trailing slash. */
const pathOnly = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** Spec §4, §8: on a 503 go to /{lang}/error/503 unless already there; null means stay. */
export const onServiceUnavailable = (currentPath: string, locale: Locale): string | null =>
  ERROR_PAGE.test(pathOnly(currentPath)) ? null : serviceUnavailablePath(locale);
