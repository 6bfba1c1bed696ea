import { parse as parseCookies } from 'hono/utils/cookie';
import { LAUNCH_TEST_COOKIE } from '#domain/routing/launch-test';
import { APP_BANNER_COOKIE, appPlatformOf } from '#domain/shell/app-install-banner';
import { CLUB_PROMO_COOKIE } from '#domain/shell/club-promo-bar';
import { COOKIE_CONSENT_COOKIE } from '#infrastructure/browser/cookie-consent.schema';
import { ACCESS_COOKIE, LOGGED_IN_COOKIE, REFRESH_COOKIE } from '../../http/auth/auth-cookies';

/** The cookies a visitor's page is drawn from (closed banners, the launch test, consent); the render sees no other. */
export const PAGE_COOKIES: readonly string[] = [
  CLUB_PROMO_COOKIE.name,
  APP_BANNER_COOKIE.name,
  LAUNCH_TEST_COOKIE,
  COOKIE_CONSENT_COOKIE,
];

/** Any of these makes a request a user's: their page is theirs alone. */
const PERSONAL_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, LOGGED_IN_COOKIE];

/**
 * What the render learns of the user agent: only its platform (the app-install banner's), through a user agent that
 * stands for all of that platform's, so pages need no more than one copy a platform.
 */
const PLATFORM_USER_AGENTS = {
  android: 'Mozilla/5.0 (Linux; Android 14) Mobile',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile',
  other: 'Mozilla/5.0',
} as const;

/** A page request as every visitor of its kind makes it, and the key its page is kept under. */
export interface SharedPageRequest {
  readonly key: string;
  /** The request to render, made only when the page is (most requests are answered from memory without one). */
  toRender(): Request;
}

/**
 * A visitor's page request in the form every visitor alike makes it, or null when it is a user's (session cookies,
 * an Authorization header) or not a read. The key holds everything the render can see that differs between visitors:
 * the whole URL (origin included, since pages name their canonical address), the platform and the page cookies.
 */
export const sharedPageRequest = (request: Request): SharedPageRequest | null => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.has('authorization')) return null;
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return null;
  const pageCookies = PAGE_COOKIES.flatMap((name) => {
    const value = cookies[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  }).join('; ');
  const platform = appPlatformOf(request.headers.get('user-agent') ?? '') ?? 'other';
  return {
    key: `${request.url} ${platform} ${pageCookies}`,
    toRender: () => {
      // The original with only the page cookies and the platform's user agent.
      const headers = new Headers(request.headers);
      if (pageCookies) headers.set('cookie', pageCookies);
      else headers.delete('cookie');
      headers.set('user-agent', PLATFORM_USER_AGENTS[platform]);
      return new Request(request.url, { method: 'GET', headers });
    },
  };
};
