import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { MailMessage, MailSender } from './mail-sender.port';

export interface StoredMail extends MailMessage {
  readonly id: string;
  readonly createdAt: string;
}

/** How many messages the mailbox page lists. */
export const DEV_MAILBOX_PAGE = 100;

/** The development outbox: mail is kept in the database instead of being sent, and read at `/dev/mailbox`. */
export class KyselyDevMailbox implements MailSender {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema>; readonly now: () => Date }) {}

  async send(message: MailMessage): Promise<void> {
    await this.deps.db
      .insertInto('dev_mailbox')
      .values({
        id: randomUUID(),
        to_address: message.to,
        subject: message.subject.slice(0, 200),
        text_body: message.text,
        html_body: message.html,
        created_at: this.deps.now().toISOString(),
      })
      .execute();
  }

  /** The latest messages, newest first. */
  async list(limit = DEV_MAILBOX_PAGE): Promise<readonly StoredMail[]> {
    const rows = await this.deps.db
      .selectFrom('dev_mailbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toMail);
  }

  async get(id: string): Promise<StoredMail | null> {
    const row = await this.deps.db.selectFrom('dev_mailbox').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toMail(row) : null;
  }
}

const toMail = (row: DatabaseSchema['dev_mailbox']): StoredMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  createdAt: row.created_at,
});
