import { data } from 'react-router';
import { isLocale, type Locale } from '#domain/market/locale';

/** The market a path belongs to (its first segment), or null when that is no locale. */
export const localeOfPath = (pathname: string): Locale | null => {
  const segment = pathname.split('/')[1];
  return isLocale(segment) ? segment : null;
};

/** The market of a market's page (its loader's normalised `url`); a path outside every market is a 404 page. */
export const requireLocale = (url: URL): Locale => {
  const locale = localeOfPath(url.pathname);
  if (locale === null) throw data('Not found', { status: 404 });
  return locale;
};
