import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { apiErrorOf } from '../error-status';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './auth-cookies';
import { bearerTokenOf } from './bearer-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sameOrigin = (origin: string, requestUrl: string) => {
  try {
    return new URL(origin).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
};

/**
 * CSRF defence for writes (all of them are POSTs). A well-formed bearer token is a script's: a page on another site
 * can neither read it nor attach it, and the viewer middleware then takes the viewer from that token alone. Any other
 * write must say it came from this site (`Sec-Fetch-Site: same-origin`); from browsers that do not send it, an
 * `Origin` must be this origin, and a write carrying session cookies must have one. Another `Authorization` value
 * (`Basic …`, a malformed bearer) exempts nothing.
 */
export const csrfMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (bearerTokenOf(c.req.header('Authorization'))) return next();
  const site = c.req.header('Sec-Fetch-Site');
  const origin = c.req.header('Origin');
  const usesCookies = getCookie(c, ACCESS_COOKIE) !== undefined || getCookie(c, REFRESH_COOKIE) !== undefined;
  const allowed = site ? site === 'same-origin' : origin ? sameOrigin(origin, c.req.url) : !usesCookies;
  if (!allowed) throw apiErrorOf({ code: 'CSRF_REJECTED' });
  return next();
};
