import { apiErrorSchema } from '#contract/api-error.schema';
import { doneSchema, logoutForWebPayloadSchema } from '#contract/auth.schema';
import { getCookie } from 'hono/cookie';
import { logSecurityEvent } from '../../../accounts/security-log';
import { REFRESH_COOKIE } from '../../auth/auth-cookies';
import { clientAddress } from '../../auth/client-address';
import { clearSessionCookies } from '../../auth/session-cookies';
import type { ApiAreaContext } from '../area-context';
import type { AccountsDeps } from './accounts-deps';

/**
 * `LogoutForWeb { catalog_id }` (spec §4): ends the session server-side (the viewer's, and the one the refresh cookie
 * names, which works after the access token expired) and clears the three cookies. Always 200, also when signed out.
 */
export const registerLogoutForWeb = ({ commands }: ApiAreaContext, deps: AccountsDeps) =>
  commands.any(
    {
      name: 'LogoutForWeb',
      summary: 'Ends the session server-side and clears the session cookies; succeeds also when nobody is signed in.',
      payload: logoutForWebPayloadSchema,
      responses: {
        200: { description: 'Signed out', schema: doneSchema },
        403: { description: 'Sent cross-site with the session cookies (CSRF_REJECTED)', schema: apiErrorSchema },
        422: { description: 'catalog_id is not a string', schema: apiErrorSchema },
      },
    },
    async (c, _fields, viewer) => {
      const { services } = deps;
      const now = services.now();
      const refreshToken = getCookie(c, REFRESH_COOKIE);
      const fromCookie =
        refreshToken && refreshToken.length <= 200 ? await services.sessions.sessionOfRefreshToken(refreshToken) : null;
      const ended = new Map<string, string>();
      if (viewer) ended.set(viewer.sessionId, viewer.userId);
      if (fromCookie) ended.set(fromCookie.sessionId, fromCookie.userId);
      for (const [sessionId, userId] of ended) {
        await services.sessions.revoke(sessionId, 'logout', now);
        logSecurityEvent(services.logger, 'security.session.revoked', {
          user_id: userId,
          session_id: sessionId,
          ip: clientAddress(c),
          reason: 'logout',
        });
      }
      clearSessionCookies(c);
      return c.json({ ok: true as const });
    },
  );
