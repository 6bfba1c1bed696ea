import { meSchema } from '#contract/me.schema';
import { z } from '#contract/zod';
import type { Viewer } from '../../../accounts/session/viewer';
import type { AccountsModule } from '../../../composition/accounts.module';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { meWire } from './account-wire';
const CONSENT_COMMANDS = [
  { name: 'EnableMarketingConsent', flag: 'marketing', value: true, summary: 'Gives marketing consent.' },
  { name: 'DisableMarketingConsent', flag: 'marketing', value: false, summary: 'Withdraws marketing consent.' },
  { name: 'SubscribeToNewsletter', flag: 'newsletter', value: true, summary: 'Subscribes to the newsletter.' },
  { name: 'UnsubscribeFromNewsletter', flag: 'newsletter', value: false, summary: 'Leaves the newsletter.' },
] as const;

/** The consent commands of the user panel (spec §2 "consents", §7 EnableMarketingConsent): each answers the account. */
export const registerConsentCommands = ({ commands }: ApiAreaContext, accounts: Pick<AccountsModule, 'setConsent'>) => {
  for (const command of CONSENT_COMMANDS)
    commands.user(
      {
        name: command.name,
        summary: `${command.summary} Answers the account as \`GET /me\` shows it.`,
        payload: z.object({}),
        responses: { 200: { description: 'The account', schema: meSchema } },
      },
      async (c, _fields, viewer: Viewer) => {
        const account = unwrap(
          await accounts.setConsent.execute({
            userId: viewer.userId,
            consent: command.flag,
            value: command.value,
            market: c.get('market'),
          }),
        );
        return c.json(meWire(account));
      },
    );
};
