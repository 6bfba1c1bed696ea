import { refreshedSchema, refreshTokenForWebPayloadSchema, tokenResponseSchema } from '#contract/auth.schema';
import { apiErrorSchema } from '#contract/api-error.schema';
import { z } from '#contract/zod';
import { getCookie } from 'hono/cookie';
import { logSecurityEvent } from '../../../accounts/security-log';
import { ACCESS_TOKEN_TTL_MS } from '../../../accounts/session/session-store.port';
import { REFRESH_COOKIE } from '../../auth/auth-cookies';
import { clientAddress } from '../../auth/client-address';
import { clearSessionCookies, setSessionCookies } from '../../auth/session-cookies';
import type { ApiAreaContext } from '../area-context';
import type { AccountsDeps } from './accounts-deps';
import { tokenBody } from './account-wire';

/**
 * `RefreshTokenForWeb { device_id }` (spec §4, §8): rotates the refresh token from the cookie (or `refresh_token`, for
 * scripts) into new tokens of the same session. Reuse of a spent token revokes the session; a token of another device,
 * an expired or unknown one answers 401, and a browser's cookies are cleared so it shows the visitor state.
 */
export const registerRefreshTokenForWeb = ({ commands }: ApiAreaContext, deps: AccountsDeps) =>
  commands.any(
    {
      name: 'RefreshTokenForWeb',
      summary:
        'Rotates the refresh token (cookie, or `refresh_token` for scripts) into new tokens of the same session; a reused token revokes the session.',
      payload: refreshTokenForWebPayloadSchema,
      responses: {
        200: {
          description: 'New tokens: in the cookies (browser) or in the body (`refresh_token` given)',
          schema: z.union([refreshedSchema, tokenResponseSchema]),
        },
        401: { description: 'No usable refresh token', schema: apiErrorSchema },
        422: { description: 'Invalid device_id or refresh_token', schema: apiErrorSchema },
      },
    },
    async (c, fields) => {
      const { services } = deps;
      const now = services.now();
      const fromBody = fields.refresh_token !== undefined;
      const token = fields.refresh_token ?? getCookie(c, REFRESH_COOKIE);
      const refused = () => {
        if (!fromBody) clearSessionCookies(c);
        return c.json({ message: 'Bad credentials', code: 'UNAUTHENTICATED' }, 401);
      };
      if (!token || token.length > 200) return refused();

      const outcome = await services.sessions.refresh(token, fields.device_id, now);
      if (!outcome.ok) {
        const reuse = outcome.reason === 'reused';
        logSecurityEvent(services.logger, reuse ? 'security.refresh.reuse' : 'security.refresh.failure', {
          user_id: outcome.userId,
          session_id: outcome.sessionId,
          device_id: fields.device_id,
          ip: clientAddress(c),
          reason: reuse ? 'session-revoked' : outcome.reason,
        });
        return refused();
      }
      await deps.devices.seen(outcome.userId, fields.device_id, now);
      if (fromBody) return c.json(tokenBody(outcome.tokens));
      setSessionCookies(c, outcome.tokens);
      return c.json({ expires_in: ACCESS_TOKEN_TTL_MS / 1000 });
    },
  );
