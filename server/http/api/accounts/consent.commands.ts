import { meSchema } from '#contract/me.schema';
import { z } from '#contract/zod';
import type { Viewer } from '../../../accounts/session/viewer';
import { unauthenticated } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import type { AccountsDeps } from './accounts-deps';
import { meBody } from './account-wire';

const CONSENT_COMMANDS = [
  { name: 'EnableMarketingConsent', flag: 'marketing', value: true, summary: 'Gives marketing consent.' },
  { name: 'DisableMarketingConsent', flag: 'marketing', value: false, summary: 'Withdraws marketing consent.' },
  { name: 'SubscribeToNewsletter', flag: 'newsletter', value: true, summary: 'Subscribes to the newsletter.' },
  { name: 'UnsubscribeFromNewsletter', flag: 'newsletter', value: false, summary: 'Leaves the newsletter.' },
] as const;

/** The consent commands of the user panel (spec §2 "consents", §7 EnableMarketingConsent): each answers the account. */
export const registerConsentCommands = ({ commands }: ApiAreaContext, deps: AccountsDeps) => {
  for (const command of CONSENT_COMMANDS)
    commands.user(
      {
        name: command.name,
        summary: `${command.summary} Answers the account as \`GET /me\` shows it.`,
        payload: z.object({}),
        responses: { 200: { description: 'The account', schema: meSchema } },
      },
      async (c, _fields, viewer: Viewer) => {
        await deps.users.setConsent(viewer.userId, command.flag, command.value);
        const user = await deps.users.findById(viewer.userId);
        if (!user) throw unauthenticated();
        return c.json(await meBody(deps.services, user, c.get('market')));
      },
    );
};
