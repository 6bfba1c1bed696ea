import { data, redirect } from 'react-router';
import { onServiceUnavailable } from '#domain/errors/service-unavailable-policy';
import type { Locale } from '#domain/market/locale';

/**
 * What a page's loader does with an expected failure of its use case (spec §8): the API in maintenance sends the
 * visitor to the market's 503 page, an unknown id (`*.NOT_FOUND`) is the market's 404 page, and anything else the
 * error page.
 */
export const pageFailure = (code: string, url: URL, locale: Locale): never => {
  if (code === 'API.MAINTENANCE') {
    const errorPage = onServiceUnavailable(url.pathname, locale);
    if (errorPage !== null) throw redirect(errorPage);
  }
  if (code.endsWith('.NOT_FOUND')) throw data('Not found', { status: 404 });
  throw data('Unavailable', { status: 502 });
};
