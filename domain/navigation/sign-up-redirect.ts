import { isLocale, type Locale } from '../market/locale';
import { matchPath } from '../routing/match-path';
import type { RoutingContext } from '../routing/routing-context';
import { type RedirectPolicy, safeRedirect } from './safe-redirect';

// Only used to split a relative target into segments; never part of a result.
const PARSING_BASE = 'https://storefront.invalid';

/** The path's segments below its locale prefix (targets on the legacy store or other hosts may lack one). */
const pageSegments = (pathname: string): readonly string[] => {
  const segments = pathname.split('/').slice(1);
  return isLocale(segments[0]) ? segments.slice(1) : segments;
};

/**
 * Spec §4: in pl, a redirectTo that is the cart (the storefront's localised cart or the legacy `/{locale}/cart`),
 * a `wa-` page (`/pl/wa-...`) or `subscription/create` is followed immediately after registration; every other
 * market and target goes through the normal flow. Pass a target already accepted by safeRedirect.
 */
export const followImmediatelyAfterSignUp = (locale: Locale, target: string, context: RoutingContext): boolean => {
  if (locale !== 'pl') return false;
  let url: URL;
  try {
    url = new URL(target, PARSING_BASE);
  } catch {
    return false;
  }
  const [page = '', next] = pageSegments(url.pathname);
  const isCart = matchPath(url.pathname, context)?.name === 'cart' || (page === 'cart' && next === undefined);
  const isWaPage = page.startsWith('wa-');
  const isSubscriptionCreate = page === 'subscription' && next === 'create';
  return isCart || isWaPage || isSubscriptionCreate;
};

/**
 * Spec §4: the redirectTo a sign-up in pl follows the moment the account exists (the cart, a `wa-` page,
 * `subscription/create`), once the safe-redirect rule has accepted it; null for every other target and market, which
 * go through the normal flow (the automatic sign-in, then the redirect).
 */
export const immediateSignUpTarget = (
  locale: Locale,
  requested: string | null,
  policy: RedirectPolicy,
  context: RoutingContext,
): string | null => {
  if (requested === null) return null;
  const checked = safeRedirect(requested, policy);
  return checked.ok && followImmediatelyAfterSignUp(locale, checked.value, context) ? checked.value : null;
};
