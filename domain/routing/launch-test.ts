import type { Locale } from '../market/locale';
import type { ProductHosts } from '../market/product-hosts';
import { pathFor } from './path-for';
import type { RoutingContext } from './routing-context';

/** Spec §9: the launch-test cookie that sends the cart to the new storefront. */
export const LAUNCH_TEST_COOKIE = 'fltest';

/** Spec §2: the value the launch-test cookie holds while a visitor is in the test. */
export const LAUNCH_TEST_ON = '1';

/** Spec §2: whether the launch-test cookie (its value, undefined when absent) puts the visitor on the new storefront. */
export const inLaunchTest = (cookieValue: string | undefined): boolean => cookieValue === LAUNCH_TEST_ON;

/** Spec §2: the cart's host is chosen by the launch-test cookie: the new storefront in the test, else the legacy store. */
export const cartHost = (
  cookieValue: string | undefined,
  hosts: Pick<ProductHosts, 'storefront' | 'legacyStore'>,
): string => (inLaunchTest(cookieValue) ? hosts.storefront : hosts.legacyStore);

/**
 * Spec §2: the cart's address: the new storefront's localised cart route in the launch test,
 * otherwise `/{locale}/cart` on the legacy store.
 */
export const cartUrl = (
  locale: Locale,
  cookieValue: string | undefined,
  hosts: Pick<ProductHosts, 'storefront' | 'legacyStore'>,
  context: RoutingContext,
): string =>
  inLaunchTest(cookieValue)
    ? `https://${hosts.storefront}${pathFor('cart', {}, locale, context)}`
    : `https://${hosts.legacyStore}/${locale}/cart`;

/**
 * Spec §2: the cart link of this storefront. In the launch test, and wherever no legacy store runs beside this
 * storefront, the cart is this storefront's own localised cart route (a path, so it stays on whichever host serves
 * the page); otherwise `/{locale}/cart` on the legacy store.
 */
export const cartHref = (
  locale: Locale,
  cookieValue: string | undefined,
  legacyStoreHost: string | undefined,
  context: RoutingContext,
): string =>
  legacyStoreHost === undefined || inLaunchTest(cookieValue)
    ? pathFor('cart', {}, locale, context)
    : `https://${legacyStoreHost}/${locale}/cart`;

/** Spec §2: how long the launch-test cookie lasts once a query parameter set it (the spec gives no figure). */
export const LAUNCH_TEST_COOKIE_MAX_AGE_DAYS = 30;

/** What a request's query does to the launch-test cookie. */
export type LaunchTestCookieChange =
  | { readonly action: 'set'; readonly name: typeof LAUNCH_TEST_COOKIE; readonly value: typeof LAUNCH_TEST_ON }
  | { readonly action: 'clear'; readonly name: typeof LAUNCH_TEST_COOKIE }
  | { readonly action: 'keep' };

/**
 * Spec §2: the launch-test cookie is set from a query parameter: `?fltest=1` sets it, `?fltest=0` clears it,
 * anything else (absent, other values) leaves it as it is. The last `fltest` in the query wins.
 */
export const launchTestCookieChange = (search: string): LaunchTestCookieChange => {
  const value = new URLSearchParams(search).getAll(LAUNCH_TEST_COOKIE).at(-1);
  if (value === LAUNCH_TEST_ON) return { action: 'set', name: LAUNCH_TEST_COOKIE, value: LAUNCH_TEST_ON };
  if (value === '0') return { action: 'clear', name: LAUNCH_TEST_COOKIE };
  return { action: 'keep' };
};

/** Spec §2: the launch-test cookie's value once the request's query has been applied to the one the browser sent. */
export const launchTestCookieAfter = (change: LaunchTestCookieChange, sent: string | undefined): string | undefined => {
  if (change.action === 'set') return change.value;
  if (change.action === 'clear') return undefined;
  return sent;
};
