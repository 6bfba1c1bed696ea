import { pathFor } from '#domain/routing/path-for';
import { newToken, tokenHash } from '../../accounts/session/token';
import type { VerificationMail, VerificationMailTo } from '../../accounts/sign-up/verification-mail.port';
import type { Logger } from '../../logging/logger';
import type { MailSender } from '../../mail/mail-sender.port';
import type { JobQueue } from '../job-queue.port';
import type { EmailVerificationRepository } from './email-verification-repository.port';
import { emailVerificationMail } from './email-verification-mail';
import { VERIFICATION_LINK_PARAMETER, VERIFICATION_LINK_TTL_MS } from './verification-link';

export interface EmailVerificationMailerDeps {
  readonly verifications: Pick<EmailVerificationRepository, 'issue'>;
  readonly mail: MailSender;
  /** The mail goes out after the answer, so a slow or failing mail server never holds up a sign-up. */
  readonly jobs: JobQueue;
  readonly now: () => Date;
  readonly product: string;
  readonly logger: Logger;
}

/**
 * The verification mail: a single-use link (256 bits, stored hashed, valid a day) to the storefront's profile page,
 * whose `?email_verification=` the page hands to `VerifyEmail`, in the market's language.
 */
export class EmailVerificationMailer implements VerificationMail {
  readonly #deps: EmailVerificationMailerDeps;

  constructor(deps: EmailVerificationMailerDeps) {
    this.#deps = deps;
  }

  mailLater(to: VerificationMailTo): boolean {
    return this.#deps.jobs.enqueue(() => this.#send(to));
  }

  async #send(to: VerificationMailTo): Promise<void> {
    const { verifications, mail, now, product, logger } = this.#deps;
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + VERIFICATION_LINK_TTL_MS);
    await verifications.issue({ userId: to.userId, email: to.email, tokenHash: tokenHash(token), expiresAt }, at);
    const path = pathFor('userPanel_profile', {}, to.locale, { product });
    const link = `${to.origin}${path}?${VERIFICATION_LINK_PARAMETER}=${token}`;
    await mail.send(emailVerificationMail({ to: to.email, locale: to.locale, link, product }));
    logger.info('E-mail verification mailed', { event: 'email_verification.mailed', userId: to.userId });
  }
}
