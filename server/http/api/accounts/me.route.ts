import { meSchema } from '#contract/me.schema';
import type { AccountsModule } from '../../../composition/accounts.module';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { meWire } from './account-wire';
/** `GET /me` (spec §7): the signed-in account with its club status and playback limit; 401 for visitors. */
export const registerMe = ({ api, registry }: ApiAreaContext, accounts: Pick<AccountsModule, 'showAccount'>) =>
  registry.define(
    api,
    {
      operationId: 'getMe',
      method: 'get',
      path: '/me',
      summary:
        "The signed-in account: e-mail, club membership in this market, consents, tracking id and this month's playback limit.",
      tag: 'Account',
      responses: {
        200: { description: 'The account', schema: meSchema },
        401: NOT_SIGNED_IN_RESPONSE,
      },
      cache: 'private',
    },
    async (c, { reply }) => {
      const viewer = requireViewer(c);
      const account = unwrap(await accounts.showAccount.execute({ userId: viewer.userId, market: c.get('market') }));
      return reply(meWire(account));
    },
  );
