import { meSchema } from '#contract/me.schema';
import { NOT_SIGNED_IN_RESPONSE, requireViewer, unauthenticated } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import type { AccountsDeps } from './accounts-deps';
import { meBody } from './account-wire';

/** `GET /me` (spec §7): the signed-in account with its club status and playback limit; 401 for visitors. */
export const registerMe = ({ api, registry }: ApiAreaContext, deps: AccountsDeps) =>
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
      const user = await deps.users.findById(viewer.userId);
      // A session outliving its account (deleted since) is as good as none.
      if (!user) throw unauthenticated();
      return reply(await meBody(deps.services, user, c.get('market')));
    },
  );
