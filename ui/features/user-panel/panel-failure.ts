import { data, redirect } from 'react-router';
import type { ListeningError } from '#application/listening/listening.errors';
import { onServiceUnavailable } from '#domain/errors/service-unavailable-policy';
import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';

/** The query parameter the sign-in page returns to (spec §5 redirectTo). */
const REDIRECT_PARAM = 'redirectTo';

/**
 * A user panel page's loader failing: a visitor goes to the market's sign-in page to come back here, maintenance to
 * the 503 page (spec §8), and an API that cannot answer is an error page.
 */
export const failPanelPage = (error: ListeningError, url: URL, locale: Locale, brand: string): never => {
  if (error.code === 'AUTH.NOT_SIGNED_IN') {
    const back = new URLSearchParams({ [REDIRECT_PARAM]: `${url.pathname}${url.search}` });
    throw redirect(`${pathFor('signIn', {}, locale, { product: brand })}?${back}`);
  }
  const maintenancePage = error.code === 'API.MAINTENANCE' ? onServiceUnavailable(url.pathname, locale) : null;
  if (maintenancePage !== null) throw redirect(maintenancePage);
  throw data('Your listening is unavailable', { status: 503 });
};

/** A signed-in listener's page is theirs alone: never kept by a shared cache. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
