import { apiErrorSchema } from '#contract/api-error.schema';
import { registerUserPayloadSchema } from '#contract/auth.schema';
import { meSchema } from '#contract/me.schema';
import type { AccountsModule } from '../../../composition/accounts.module';
import { clientAddress } from '../../auth/client-address';
import { setSessionCookies } from '../../auth/session-cookies';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { meWire, userAgentOf } from './account-wire';
import { newPasswordSchema } from './new-password.schema';
const payload = registerUserPayloadSchema.extend({ password: newPasswordSchema });

/**
 * `RegisterUser` (spec §3, §4 "Sign-up then automatic sign-in"): creates the account with an argon2id hash and signs
 * it in on this device (a session and the cookies), answering 201 with the account as `GET /me` shows it. A link
 * that verifies the address is mailed after the answer.
 */
export const registerRegisterUser = ({ commands }: ApiAreaContext, accounts: Pick<AccountsModule, 'registerUser'>) =>
  commands.any(
    {
      name: 'RegisterUser',
      summary:
        'Creates an account and signs it in (cookies). Field errors: email INVALID/ALREADY_USED, password BLANK/INVALID_CHARACTERS/TOO_SHORT/TOO_LONG/TOO_COMMON, terms_of_service REQUIRED, catalog_id INVALID.',
      payload,
      responses: {
        201: { description: 'The new account, signed in', schema: meSchema },
        422: { description: 'Invalid fields', schema: apiErrorSchema },
        429: { description: 'Too many sign-ups from this address or for this e-mail', schema: apiErrorSchema },
      },
    },
    async (c, fields) => {
      const registered = unwrap(
        await accounts.registerUser.execute({
          email: fields.email,
          password: fields.password,
          catalogId: fields.catalog_id,
          marketingConsent: fields.marketing_consent,
          market: c.get('market'),
          deviceId: fields.device_id,
          userAgent: userAgentOf(c),
          address: clientAddress(c),
          origin: c.get('publicOrigin'),
        }),
      );
      setSessionCookies(c, registered.tokens);
      return c.json(meWire(registered.account), 201);
    },
  );
