/** One outgoing e-mail: a plain-text body and an HTML alternative. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Sends e-mail: SMTP in production, the development outbox when no SMTP server is configured. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
