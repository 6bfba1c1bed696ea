import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import {
  ACCESS_TOKEN_TTL_MS,
  type IssuedTokens,
  REFRESH_TOKEN_TTL_MS,
} from '../../accounts/session/session-store.port';
import { ACCESS_COOKIE, LOGGED_IN_COOKIE, REFRESH_COOKIE } from './auth-cookies';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the cookies get `Secure`: always, except for plain http to the loopback host, where a developer runs the
 * server without TLS and some browsers (Safari) would drop a Secure cookie. The decision reads the request URL, so
 * a deployment behind a TLS proxy (any other host name) always gets Secure cookies.
 */
export const secureCookiesFor = (requestUrl: string): boolean => {
  const url = new URL(requestUrl);
  return !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
};

const cookieOptions = (c: Context, sameSite: 'Lax' | 'Strict', httpOnly: boolean, maxAgeMs: number) =>
  ({
    path: '/',
    httpOnly,
    sameSite,
    secure: secureCookiesFor(c.req.url),
    maxAge: Math.floor(maxAgeMs / 1000),
  }) satisfies CookieOptions;

/**
 * Hands a browser its session: the access token (HttpOnly, Lax, 1 h), the refresh token (HttpOnly, Strict, 30 days;
 * Path=/ because it must reach `/{lang}/v2/commands` of every market) and the readable `loggedIn=true` flag.
 */
export const setSessionCookies = (c: Context, tokens: IssuedTokens): void => {
  setCookie(c, ACCESS_COOKIE, tokens.accessToken, cookieOptions(c, 'Lax', true, ACCESS_TOKEN_TTL_MS));
  setCookie(c, REFRESH_COOKIE, tokens.refreshToken, cookieOptions(c, 'Strict', true, REFRESH_TOKEN_TTL_MS));
  setCookie(c, LOGGED_IN_COOKIE, 'true', cookieOptions(c, 'Lax', false, REFRESH_TOKEN_TTL_MS));
};

/** Removes the three session cookies (Max-Age=0), with the same attributes they were set with. */
export const clearSessionCookies = (c: Context): void => {
  deleteCookie(c, ACCESS_COOKIE, cookieOptions(c, 'Lax', true, 0));
  deleteCookie(c, REFRESH_COOKIE, cookieOptions(c, 'Strict', true, 0));
  deleteCookie(c, LOGGED_IN_COOKIE, cookieOptions(c, 'Lax', false, 0));
};
