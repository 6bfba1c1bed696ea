import type { IdentityProvider } from '#application/ports/identity-provider.port';
import type { RequestContext } from '#infrastructure/composition/request-context';
import { redirectPolicyFor } from '#domain/navigation/safe-redirect';
import { requireLocale } from './request-locale';

const EVERY_PROVIDER: readonly IdentityProvider[] = ['google', 'apple'];

/** What the sign-in and sign-up pages load, decided on the server so that the page's scripts need not carry it. */
export interface AuthPageData {
  /** The hosts a redirect may lead to besides this origin. */
  readonly allowedHosts: readonly string[];
  /** The identity providers whose buttons the page shows. */
  readonly identityProviders: readonly IdentityProvider[];
}

/** The sign-in and sign-up pages' data for a request in a market. */
export const authPageData = (url: URL, context: Pick<RequestContext, 'identityProviders'>): AuthPageData => {
  requireLocale(url);
  return {
    allowedHosts: redirectPolicyFor(url.origin).allowedHosts,
    identityProviders: context.identityProviders ?? EVERY_PROVIDER,
  };
};
