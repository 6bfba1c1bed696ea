import { data, redirect } from 'react-router';
import { REDIRECT_PARAM } from '#domain/navigation/safe-redirect';
import { onServiceUnavailable } from '#domain/errors/service-unavailable-policy';
import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { hasSignedInHint } from '#ui/components/session/signed-in-hint';

/** A signed-in listener's page is theirs alone: never kept by a shared cache. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/** Spec §4, §6: the market's sign-in page, which brings the listener back to this address. */
export const redirectToSignIn = (url: URL, locale: Locale, brand: string): never => {
  const back = new URLSearchParams({ [REDIRECT_PARAM]: `${url.pathname}${url.search}` });
  throw redirect(`${pathFor('signIn', {}, locale, { product: brand })}?${back}`);
};

/**
 * Spec §9 loggedIn: a request without the flag comes from a visitor, who goes to sign in before the API is asked
 * (which would only refuse them).
 */
export const requireSignedInHint = (request: Request, url: URL, locale: Locale, brand: string): void => {
  if (!hasSignedInHint(request.headers.get('cookie'))) redirectToSignIn(url, locale, brand);
};

/**
 * A signed-in listener's page failing to load (spec §8): one whose session ended goes to sign in and back, maintenance
 * to the market's 503 page, and an API that cannot answer is an error page.
 */
export const failPrivatePage = (error: { readonly code: string }, url: URL, locale: Locale, brand: string): never => {
  if (error.code === 'AUTH.NOT_SIGNED_IN') return redirectToSignIn(url, locale, brand);
  const maintenancePage = error.code === 'API.MAINTENANCE' ? onServiceUnavailable(url.pathname, locale) : null;
  if (maintenancePage !== null) throw redirect(maintenancePage);
  throw data('This page is unavailable', { status: 503 });
};
