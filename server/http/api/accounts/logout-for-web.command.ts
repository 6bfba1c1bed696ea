import { apiErrorSchema } from '#contract/api-error.schema';
import { doneSchema, logoutForWebPayloadSchema } from '#contract/auth.schema';
import { getCookie } from 'hono/cookie';
import type { AccountsModule } from '../../../composition/accounts.module';
import { REFRESH_COOKIE } from '../../auth/auth-cookies';
import { clientAddress } from '../../auth/client-address';
import { clearSessionCookies } from '../../auth/session-cookies';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
/**
 * `LogoutForWeb { catalog_id }` (spec §4): ends the session server-side (the viewer's, and the one the refresh cookie
 * names, which works after the access token expired) and clears the three cookies. Always 200, also when signed out.
 */
export const registerLogoutForWeb = ({ commands }: ApiAreaContext, accounts: Pick<AccountsModule, 'logOut'>) =>
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
      unwrap(
        await accounts.logOut.execute({
          viewer: viewer ?? null,
          refreshToken: getCookie(c, REFRESH_COOKIE),
          address: clientAddress(c),
        }),
      );
      clearSessionCookies(c);
      return c.json({ ok: true as const });
    },
  );
