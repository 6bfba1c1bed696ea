import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { newToken, tokenHash } from '../../auth/token';
import type { Logger } from '../../logging/logger';
import type { MailSender } from '../../mail/mail-sender.port';
import { normalizeEmail } from '../../accounts/email-address';
import type { KyselyPasswordResetRepository } from './kysely-password-reset-repository';
import { passwordResetMail } from './password-reset-mail';

/** A reset link works for an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface RequestPasswordResetInput {
  readonly email: string;
  /** The market whose language the mail speaks and whose storefront path the link opens. */
  readonly locale: Locale;
  /** Where the storefront is reached (a trusted origin, never taken blindly from the request). */
  readonly origin: string;
}

/**
 * RequestPasswordReset: when the address has an account, a single-use token (256 bits, stored hashed) is mailed as a
 * link to the storefront's `passwordResetToken` route. An unknown address gets no mail and no trace; callers answer
 * the same either way.
 */
export class RequestPasswordReset {
  constructor(
    private readonly deps: {
      readonly resets: KyselyPasswordResetRepository;
      readonly mail: MailSender;
      readonly now: () => Date;
      readonly product: string;
      readonly logger: Logger;
    },
  ) {}

  async execute(input: RequestPasswordResetInput): Promise<void> {
    // The token is drawn before the lookup so both outcomes do the same work up to the write.
    const token = newToken();
    const hash = tokenHash(token);
    const account = await this.deps.resets.accountByEmail(normalizeEmail(input.email));
    if (!account) {
      this.deps.logger.info('Password reset requested for an unknown address', { event: 'password_reset.unknown' });
      return;
    }
    const now = this.deps.now();
    await this.deps.resets.issue(
      { userId: account.id, tokenHash: hash, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) },
      now,
    );
    const path = pathFor('passwordResetToken', { id: token }, input.locale, { product: this.deps.product });
    await this.deps.mail.send(
      passwordResetMail({
        to: account.email,
        locale: input.locale,
        link: `${input.origin}${path}`,
        product: this.deps.product,
      }),
    );
    this.deps.logger.info('Password reset mailed', { event: 'password_reset.mailed', userId: account.id });
  }
}
