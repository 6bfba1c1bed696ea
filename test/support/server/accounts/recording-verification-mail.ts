import type { VerificationMail, VerificationMailTo } from '#server/accounts/sign-up/verification-mail.port';

/** Keeps the verification mails asked for, as the queue would take them; refuses them all when `full`. */
export class RecordingVerificationMail implements VerificationMail {
  readonly queued: VerificationMailTo[] = [];

  constructor(private readonly full = false) {}

  mailLater(to: VerificationMailTo): boolean {
    if (this.full) return false;
    this.queued.push(to);
    return true;
  }
}
