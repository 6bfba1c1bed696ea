import type { IdentityProvider } from '#application/ports/identity-provider.port';
import type { ServiceContainer } from './tokens';

/** What the server hands to the storefront for one request (React Router's load context). */
export interface RequestContext {
  /** The CSP nonce of this response, for every inline script React Router renders; none on a page shared by many. */
  readonly nonce?: string;
  /** Render the whole document before answering, as for a crawler, instead of streaming from the shell. */
  readonly wholeDocument?: boolean;
  /** The brand name (spec: `product`). */
  readonly brand: string;
  /** The store's public origin (`PUBLIC_ORIGIN`) for canonical and shared addresses; never the request's `Host`. */
  readonly publicOrigin: string;
  /** The legacy store's host, where the cart lives outside the launch test (spec §2); none when there is none. */
  readonly legacyStoreHost?: string;
  /** Where browsers report failures (`SENTRY_DSN`, spec §8); none: to the console. */
  readonly errorReportingDsn?: string;
  /** The reCAPTCHA v3 site key (`RECAPTCHA_SITE_KEY`); none: sign-in asks the development captcha. */
  readonly recaptchaSiteKey?: string;
  /** The Google and Apple OAuth client ids (`GOOGLE_CLIENT_ID`, `APPLE_CLIENT_ID`); none: the development provider. */
  readonly googleClientId?: string;
  readonly appleClientId?: string;
  /** The providers sign-in offers: those with a client id, or both while the development stand-ins run; none: both. */
  readonly identityProviders?: readonly IdentityProvider[];
  /** A container for this request only: its services forward this request's cookies. */
  readonly container: ServiceContainer;
}
