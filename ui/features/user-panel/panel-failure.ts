import { data, redirect } from 'react-router';
import type { ListeningError } from '#application/listening/listening.errors';
import { onServiceUnavailable } from '#domain/errors/service-unavailable-policy';
import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { hasSignedInHint } from '#ui/components/session/signed-in-hint';

/** The query parameter the sign-in page returns to (spec §5 redirectTo). */
const REDIRECT_PARAM = 'redirectTo';

/** Spec §5: the market's sign-in page, to come back to this address once signed in. */
const toSignIn = (url: URL, locale: Locale, brand: string) => {
  const back = new URLSearchParams({ [REDIRECT_PARAM]: `${url.pathname}${url.search}` });
  return redirect(`${pathFor('signIn', {}, locale, { product: brand })}?${back}`);
};

/**
 * Spec §9 loggedIn: a request without the flag comes from a visitor, who goes to sign in before the API is asked
 * (which would only refuse them).
 */
export const requireSignedInHint = (request: Request, url: URL, locale: Locale, brand: string): void => {
  if (!hasSignedInHint(request.headers.get('cookie'))) throw toSignIn(url, locale, brand);
};

/**
 * A user panel page's loader failing: a listener whose session ended goes to the market's sign-in page to come back here, maintenance to
 * the 503 page (spec §8), and an API that cannot answer is an error page.
 */
export const failPanelPage = (error: ListeningError, url: URL, locale: Locale, brand: string): never => {
  if (error.code === 'AUTH.NOT_SIGNED_IN') throw toSignIn(url, locale, brand);
  const maintenancePage = error.code === 'API.MAINTENANCE' ? onServiceUnavailable(url.pathname, locale) : null;
  if (maintenancePage !== null) throw redirect(maintenancePage);
  throw data('Your listening is unavailable', { status: 503 });
};

/** A signed-in listener's page is theirs alone: never kept by a shared cache. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
