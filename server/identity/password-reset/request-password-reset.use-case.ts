import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { err, ok, type Result } from '#domain/shared/result';
import { normalizeEmail } from '../../accounts/email-address';
import type { AccountThrottle } from '../../accounts/throttle/account-throttle';
import { newToken, tokenHash } from '../../accounts/session/token';
import type { Logger } from '../../logging/logger';
import type { MailSender } from '../../mail/mail-sender.port';
import { invalidField, type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { JobQueue } from '../job-queue.port';
import type { PasswordResetRepository } from './password-reset-repository.port';
import { passwordResetMail } from './password-reset-mail';
import { RESET_TOKEN_TTL_MS } from './reset-token';

export interface RequestPasswordResetDeps {
  readonly resets: Pick<PasswordResetRepository, 'accountByEmail' | 'issue'>;
  readonly mail: MailSender;
  /** Reset mail goes out after the answer, so the answer's timing says nothing about the account. */
  readonly jobs: JobQueue;
  /** Reset requests, per e-mail (as typed, known or not) and per client address. */
  readonly throttle: AccountThrottle;
  readonly now: () => Date;
  readonly product: string;
  readonly logger: Logger;
}

export interface RequestPasswordResetInput {
  readonly email: string;
  /** The catalogue the request names; it must be the market's. */
  readonly catalogId: string;
  /** The market whose language the mail speaks and whose storefront path the link opens. */
  readonly market: { readonly catalogId: string; readonly locale: Locale };
  /** Where the storefront is reached (a trusted origin, never taken blindly from the request). */
  readonly origin: string;
  /** The client's address, for the throttle. */
  readonly address: string;
}

/**
 * RequestPasswordReset: when the address has an account, a single-use token (256 bits, stored hashed) is mailed as a
 * link to the storefront's `passwordResetToken` route. An unknown address gets no mail and no trace; the answer is
 * the same either way, since the work happens after it.
 */
export class RequestPasswordReset {
  readonly #deps: RequestPasswordResetDeps;

  constructor(deps: RequestPasswordResetDeps) {
    this.#deps = deps;
  }

  async execute(input: RequestPasswordResetInput): Promise<Result<void, SharedError>> {
    const { throttle, jobs, now } = this.#deps;
    if (input.catalogId !== input.market.catalogId) return err(invalidField('catalog_id', 'INVALID'));
    const at = now();
    const wait = await throttle.retryAfterSeconds(input.address, input.email, at);
    if (wait > 0) return err(tooManyAttempts(wait));
    await throttle.record(input.address, input.email, at);
    const { email, origin } = input;
    const { locale } = input.market;
    jobs.enqueue(() => this.#mailLink(email, locale, origin));
    return ok(undefined);
  }

  async #mailLink(email: string, locale: Locale, origin: string): Promise<void> {
    const { resets, mail, now, product, logger } = this.#deps;
    // The token is drawn before the lookup so both outcomes do the same work up to the write.
    const token = newToken();
    const hash = tokenHash(token);
    const account = await resets.accountByEmail(normalizeEmail(email));
    if (!account) {
      logger.info('Password reset requested for an unknown address', { event: 'password_reset.unknown' });
      return;
    }
    const at = now();
    await resets.issue(
      { userId: account.id, tokenHash: hash, expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS) },
      at,
    );
    const path = pathFor('passwordResetToken', { id: token }, locale, { product });
    await mail.send(passwordResetMail({ to: account.email, locale, link: `${origin}${path}`, product }));
    logger.info('Password reset mailed', { event: 'password_reset.mailed', userId: account.id });
  }
}
