import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Viewer } from '../../accounts/session/viewer';
import type { AppEnv } from '../app-env';
import { ACCESS_COOKIE } from './auth-cookies';
import { bearerTokenOf } from './bearer-token';

export interface ViewerAuthenticator {
  authenticate(accessToken: string, via: Viewer['via'], now: Date): Promise<Viewer | null>;
}

/**
 * Resolves the request's viewer from a well-formed `Authorization: Bearer` (scripts; then never from the cookie, since
 * the CSRF check let the request through for the token) or else the access-token cookie (browsers). A missing,
 * unknown or expired token leaves a visitor; routes that need a user answer 401 themselves.
 */
export const viewerMiddleware =
  (deps: { readonly sessions: ViewerAuthenticator; readonly now: () => Date }): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const bearer = bearerTokenOf(c.req.header('Authorization'));
    const cookie = getCookie(c, ACCESS_COOKIE);
    let viewer: Viewer | null = null;
    if (bearer) viewer = await deps.sessions.authenticate(bearer, 'bearer', deps.now());
    else if (cookie && cookie.length <= 200) viewer = await deps.sessions.authenticate(cookie, 'cookie', deps.now());
    c.set('viewer', viewer);
    await next();
  };
