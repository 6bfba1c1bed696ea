import { apiErrorSchema } from '#contract/api-error.schema';
import { accountDeletedSchema, deleteAccountPayloadSchema } from '#contract/session.schema';
import type { AccountsModule } from '../../../composition/accounts.module';
import { clientAddress } from '../../auth/client-address';
import { clearSessionCookies } from '../../auth/session-cookies';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';

/**
 * `DeleteAccount { password }` (user panel "profile"): the signed-in owner proves the password, every session of the
 * account ends and the account goes with what is kept about its owner. Wrong passwords count towards the sign-in
 * limits, as for ChangePassword.
 */
export const registerDeleteAccount = ({ commands }: ApiAreaContext, accounts: Pick<AccountsModule, 'deleteAccount'>) =>
  commands.user(
    {
      name: 'DeleteAccount',
      summary:
        "Deletes the viewer's account after checking its password: every session ends (a browser's cookies are cleared) and the account's data goes. Field errors: password INVALID (wrong, or the account has no password: set one by a reset). Wrong passwords count towards the sign-in limits (429).",
      payload: deleteAccountPayloadSchema,
      responses: {
        200: { description: 'The account is deleted', schema: accountDeletedSchema },
        403: { description: 'Sent cross-site with the session cookies (CSRF_REJECTED)', schema: apiErrorSchema },
        422: { description: 'Wrong password', schema: apiErrorSchema },
        429: { description: 'Too many wrong passwords for this account or from this address', schema: apiErrorSchema },
      },
    },
    async (c, fields, viewer) => {
      unwrap(await accounts.deleteAccount.execute({ viewer, password: fields.password, address: clientAddress(c) }));
      if (viewer.via === 'cookie') clearSessionCookies(c);
      return c.json({ account_deleted: true as const });
    },
  );
