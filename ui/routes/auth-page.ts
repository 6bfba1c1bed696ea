import { redirectPolicyFor } from '#domain/navigation/safe-redirect';
import { requireLocale } from './request-locale';

/**
 * What the sign-in and sign-up pages load: the hosts a redirect may lead to besides this origin, decided on the server
 * so that the page's scripts need not carry them.
 */
export const authPageData = (url: URL): { readonly allowedHosts: readonly string[] } => {
  requireLocale(url);
  return { allowedHosts: redirectPolicyFor(url.origin).allowedHosts };
};
