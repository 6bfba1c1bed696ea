import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender.port';

/** Sends mail through an SMTP server (or any nodemailer transport, such as the JSON transport in tests). */
export class SmtpMailSender implements MailSender {
  constructor(private readonly deps: { readonly transport: Transporter; readonly from: string }) {}

  /** A sender for an `smtp://` or `smtps://` URL (the `SMTP_URL` setting). */
  static fromUrl(url: string, from: string): SmtpMailSender {
    return new SmtpMailSender({ transport: nodemailer.createTransport(url), from });
  }

  async send(message: MailMessage): Promise<void> {
    await this.deps.transport.sendMail({
      from: this.deps.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }
}
