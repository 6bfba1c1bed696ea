import {
  AUTH_MODE_HEADER,
  authenticateForWebPayloadSchema,
  TOKEN_AUTH_MODE,
  tokenResponseSchema,
} from '#contract/auth.schema';
import { apiErrorSchema } from '#contract/api-error.schema';
import { meSchema } from '#contract/me.schema';
import { z } from '#contract/zod';
import type { AccountsModule } from '../../../composition/accounts.module';
import { clientAddress } from '../../auth/client-address';
import { setSessionCookies } from '../../auth/session-cookies';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { meWire, previousBrowserSessionOf, signInDeviceOf, tokenBody } from './account-wire';

/**
 * `AuthenticateForWeb` (spec §7): e-mail and password sign-in behind a captcha and per-account and per-address
 * throttles. Unknown e-mails cost the same argon2 verify as wrong passwords and get the same 401. Each success
 * starts a new session on the device and sets the cookies, or with `X-Auth-Mode: token` returns the tokens instead.
 * A missing `recaptcha_token` is `REQUIRED` like any missing field; one that fails verification is `INVALID`.
 */
export const registerAuthenticateForWeb = (
  { commands }: ApiAreaContext,
  accounts: Pick<AccountsModule, 'authenticateWithPassword'>,
) =>
  commands.any(
    {
      name: 'AuthenticateForWeb',
      summary:
        'Signs in with e-mail and password (captcha action `login`): sets the session cookies, or with the header `X-Auth-Mode: token` answers the tokens.',
      payload: authenticateForWebPayloadSchema,
      responses: {
        200: {
          description: 'Signed in: the account (cookies), or the tokens (`X-Auth-Mode: token`)',
          schema: z.union([meSchema, tokenResponseSchema]),
        },
        401: { description: 'Bad credentials (unknown e-mail or wrong password alike)', schema: apiErrorSchema },
        422: { description: 'Invalid fields: catalog_id or recaptcha_token INVALID', schema: apiErrorSchema },
        429: { description: 'Too many failures for this account or from this address', schema: apiErrorSchema },
      },
    },
    async (c, fields) => {
      const tokenMode = c.req.header(AUTH_MODE_HEADER)?.toLowerCase() === TOKEN_AUTH_MODE;
      const signedIn = unwrap(
        await accounts.authenticateWithPassword.execute({
          email: fields.email,
          password: fields.password,
          catalogId: fields.catalog_id,
          captchaToken: fields.recaptcha_token,
          market: c.get('market'),
          device: signInDeviceOf(c, fields.device_id),
          address: clientAddress(c),
          browser: tokenMode ? null : previousBrowserSessionOf(c),
        }),
      );
      if (signedIn.via === 'tokens') return c.json(tokenBody(signedIn.tokens));
      setSessionCookies(c, signedIn.tokens);
      return c.json(meWire(signedIn.account));
    },
  );
