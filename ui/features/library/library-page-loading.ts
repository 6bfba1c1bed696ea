import { data, redirect } from 'react-router';
import type { LibraryError } from '#application/library/library.errors';
import { onServiceUnavailable } from '#domain/errors/service-unavailable-policy';
import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';

/** The query parameter the sign-in page returns to (spec §5 redirectTo). */
export const REDIRECT_PARAM = 'redirectTo';

/** The page's 1-based number from `?page=`; anything else is the first. */
export const pageNumberOf = (url: URL): number => {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** A page past the last (a title removed meanwhile) sends the listener to the last page there is, or the first. */
export const redirectPastLastPage = (list: { readonly page: number; readonly pages: number }, url: URL): void => {
  if (list.page <= Math.max(1, list.pages)) return;
  const target = new URL(url);
  if (list.pages > 1) target.searchParams.set('page', String(list.pages));
  else target.searchParams.delete('page');
  throw redirect(`${target.pathname}${target.search}`);
};

/** Spec §4, §6: a visitor is sent to the market's sign-in page, which brings them back to this one. */
export const redirectToSignIn = (url: URL, locale: Locale, brand: string): never => {
  const signIn = pathFor('signIn', {}, locale, { product: brand });
  throw redirect(`${signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: `${url.pathname}${url.search}` })}`);
};

/**
 * A library page's loader failing (spec §8): a visitor (or an ended session) goes to sign-in, maintenance to the
 * market's 503 page, and an API that cannot answer is an error.
 */
export const failLibraryPage = (error: LibraryError, url: URL, locale: Locale, brand: string): never => {
  if (error.code === 'AUTH.NOT_SIGNED_IN') return redirectToSignIn(url, locale, brand);
  const maintenancePage = error.code === 'API.MAINTENANCE' ? onServiceUnavailable(url.pathname, locale) : null;
  if (maintenancePage !== null) throw redirect(maintenancePage);
  throw data('The library is unavailable', { status: 503 });
};
