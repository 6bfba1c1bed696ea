import type { Locale } from '#domain/market/locale';

/** Whom a verification mail goes to, in which language, and which storefront its link opens. */
export interface VerificationMailTo {
  readonly userId: string;
  readonly email: string;
  readonly locale: Locale;
  /** Where the storefront is reached (a trusted origin, never taken blindly from the request). */
  readonly origin: string;
}

/** Mails an account the link that proves its address, after the answer: nobody waits for it or fails with it. */
export interface VerificationMail {
  /** Queues the mail; false (and nothing queued) when the queue is full. */
  mailLater(to: VerificationMailTo): boolean;
}
