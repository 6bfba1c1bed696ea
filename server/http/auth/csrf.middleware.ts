import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './auth-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sameOrigin = (origin: string, requestUrl: string) => {
  try {
    return new URL(origin).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
};

/**
 * CSRF defence for writes (all of them are POSTs): a browser must say the request came from this site
 * (`Sec-Fetch-Site: same-origin`); from browsers that do not send it, an `Origin` must be this origin, and a
 * cookie-authenticated write must carry one. Scripts with a bearer token carry no cookies and no such headers.
 */
export const csrfMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const site = c.req.header('Sec-Fetch-Site');
  const origin = c.req.header('Origin');
  const usesCookies = getCookie(c, ACCESS_COOKIE) !== undefined || getCookie(c, REFRESH_COOKIE) !== undefined;
  const allowed = site
    ? site === 'same-origin'
    : origin
      ? sameOrigin(origin, c.req.url)
      : !usesCookies || c.req.header('Authorization') !== undefined;
  if (!allowed) throw new ApiError(403, 'CSRF_REJECTED', 'Cross-site request refused');
  return next();
};
