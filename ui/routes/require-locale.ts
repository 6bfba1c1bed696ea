import { data } from 'react-router';
import { isLocale, type Locale } from '#domain/market/locale';

/** The locale of a `/:locale/...` path; anything else is a 404 page. */
export const requireLocale = (value: string | undefined): Locale => {
  if (!isLocale(value)) throw data('Not found', { status: 404 });
  return value;
};
