import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { logSecurityEvent } from '../../../accounts/security-log';
import type { Logger } from '../../../logging/logger';
import type { AppEnv } from '../../app-env';
import { ACCESS_COOKIE } from '../../auth/auth-cookies';
import { clientAddress } from '../../auth/client-address';

/** Logs every 401 of the `/me` routes (any area's) as `security.authorization.failure`, without the token. */
export const authorizationFailureLog =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status !== 401) return;
    logSecurityEvent(logger, 'security.authorization.failure', {
      method: c.req.method,
      path: c.req.path,
      ip: clientAddress(c),
      reason: c.req.header('Authorization') || getCookie(c, ACCESS_COOKIE) ? 'invalid-or-expired-token' : 'no-token',
    });
  };
