import type { Kysely } from 'kysely';
import type { AccountsConfig } from '../config';
import type { DatabaseSchema } from '../db/schema';
import { KyselyDevMailbox } from './kysely-dev-mailbox';
import type { MailSender } from './mail-sender.port';
import { SmtpMailSender } from './smtp-mail-sender';

export interface Mail {
  readonly sender: MailSender;
  /** The development outbox; null when real mail goes out through SMTP. */
  readonly devMailbox: KyselyDevMailbox | null;
}

/** SMTP when `SMTP_URL` is set; otherwise the development outbox in the database. */
export const createMail = (deps: {
  readonly config: Pick<AccountsConfig, 'smtpUrl' | 'mailFrom' | 'developmentStandIns'>;
  readonly db: Kysely<DatabaseSchema>;
  readonly now: () => Date;
}): Mail => {
  if (deps.config.smtpUrl)
    return { sender: SmtpMailSender.fromUrl(deps.config.smtpUrl, deps.config.mailFrom), devMailbox: null };
  if (!deps.config.developmentStandIns) throw new Error('Mail needs SMTP_URL when the stand-ins are off');
  const devMailbox = new KyselyDevMailbox({ db: deps.db, now: deps.now });
  return { sender: devMailbox, devMailbox };
};
