import { refreshedSchema, refreshTokenForWebPayloadSchema, tokenResponseSchema } from '#contract/auth.schema';
import { apiErrorSchema } from '#contract/api-error.schema';
import { z } from '#contract/zod';
import { getCookie } from 'hono/cookie';
import { ACCESS_TOKEN_TTL_MS } from '../../../accounts/session/session-store.port';
import type { AccountsModule } from '../../../composition/accounts.module';
import { REFRESH_COOKIE } from '../../auth/auth-cookies';
import { clientAddress } from '../../auth/client-address';
import { clearSessionCookies, setSessionCookies } from '../../auth/session-cookies';
import { errorResponse } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { tokenBody } from './account-wire';
/**
 * `RefreshTokenForWeb { device_id }` (spec §4, §8): rotates the refresh token from the cookie (or `refresh_token`, for
 * scripts) into new tokens of the same session. Reuse of a spent token revokes the session; a token of another device,
 * an expired or unknown one answers 401, and a browser's cookies are cleared so it shows the visitor state.
 */
export const registerRefreshTokenForWeb = (
  { commands }: ApiAreaContext,
  accounts: Pick<AccountsModule, 'refreshSession'>,
) =>
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
      const fromBody = fields.refresh_token !== undefined;
      const refreshed = await accounts.refreshSession.execute({
        refreshToken: fields.refresh_token ?? getCookie(c, REFRESH_COOKIE),
        deviceId: fields.device_id,
        address: clientAddress(c),
      });
      if (!refreshed.ok) {
        // A browser shows the visitor state at once; the refusal is logged by the use case, not as an authorization failure.
        if (!fromBody) clearSessionCookies(c);
        return errorResponse(c, refreshed.error);
      }
      if (fromBody) return c.json(tokenBody(refreshed.value));
      setSessionCookies(c, refreshed.value);
      return c.json({ expires_in: ACCESS_TOKEN_TTL_MS / 1000 });
    },
  );
