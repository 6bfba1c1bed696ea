import type { Locale } from '#domain/market/locale';
import type { ScriptSessionStore } from '../http/script-session';

/** What an entry point (browser, SSR request, script, test) tells the composition root. */
export interface ContainerConfig {
  /** Origin the API is reached at (`/{lang}/v2` is appended per call). */
  readonly apiOrigin: string;
  /** The brand name (spec: `product`), default `audiora`. */
  readonly brand: string;
  readonly userAgent: string;
  /** Server-side rendering reaches the API in-process through this fetch. */
  readonly fetch?: typeof fetch;
  /** Cookies of the incoming request, forwarded by server-side rendering. */
  readonly cookie?: string;
  /** The page request's `Sec-Fetch-Site`, forwarded by server-side rendering so the API judges a form post as sent. */
  readonly fetchSite?: string;
  /** A Sentry-compatible DSN: the browser reports failures there (spec §8); none: to the console. */
  readonly errorReportingDsn?: string;
  /** A reCAPTCHA v3 site key; none: sign-in asks the server's development captcha (api-contract "Captcha"). */
  readonly recaptchaSiteKey?: string;
  /** Google's OAuth client id: sign-in asks Google Identity Services; none: the server's development provider. */
  readonly googleClientId?: string;
  /** Apple's Services ID: sign-in asks Sign in with Apple JS; none: the server's development provider. */
  readonly appleClientId?: string;
  /** A script's market; the browser's is its page's. */
  readonly locale?: Locale;
  /** A script's session (tokens sent as a bearer); the browser's lives in its cookies. */
  readonly scriptSession?: ScriptSessionStore;
}
