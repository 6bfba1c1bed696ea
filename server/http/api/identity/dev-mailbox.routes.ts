import { z } from '#contract/zod';
import { mailboxPage, mailPage } from '../../../mail/dev-mailbox-pages';
import { notFoundHandler } from '../../error-handler';
import type { ApiAreaContext } from '../area-context';
import type { IdentityModule } from '../../../composition/identity.module';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `/dev/mailbox` and `/dev/mailbox/{id}`: the development outbox in the browser. They exist only while no SMTP
 * server is configured; with one they answer 404.
 */
export const registerDevMailbox = ({ site }: ApiAreaContext, identity: Pick<IdentityModule, 'devMailbox'>) => {
  const mailbox = identity.devMailbox;
  site.get('/dev/mailbox', async (c) =>
    mailbox ? c.html(mailboxPage(await mailbox.list()), 200, NO_STORE) : notFoundHandler(c),
  );
  site.get('/dev/mailbox/:id', async (c) => {
    const id = z.uuid().safeParse(c.req.param('id'));
    const mail = mailbox && id.success ? await mailbox.get(id.data) : null;
    return mail ? c.html(mailPage(mail), 200, NO_STORE) : notFoundHandler(c);
  });
};
