import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import type { VerificationMail } from '../../accounts/sign-up/verification-mail.port';
import type { AccountLimits, AccountThrottle } from '../../accounts/throttle/account-throttle';
import { notFound, type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { IdentityError } from '../identity.errors';
import type { EmailVerificationRepository } from './email-verification-repository.port';

const HOUR_MS = 60 * 60 * 1000;

/** Each request mails the account's address: 5 an hour per account and 20 per client address keep it from spamming. */
export const EMAIL_VERIFICATION_LIMITS: AccountLimits = {
  perAccount: { limit: 5, windowMs: HOUR_MS },
  perAddress: { limit: 20, windowMs: HOUR_MS },
};

export interface RequestEmailVerificationDeps {
  readonly verifications: Pick<EmailVerificationRepository, 'account'>;
  readonly mailer: VerificationMail;
  /** Requests per account (its e-mail) and per client address, under EMAIL_VERIFICATION_LIMITS. */
  readonly throttle: AccountThrottle;
  readonly now: () => Date;
}

export interface RequestEmailVerificationInput {
  readonly userId: string;
  /** The market whose language the mail speaks and whose storefront the link opens. */
  readonly locale: Locale;
  /** Where the storefront is reached (a trusted origin, never taken blindly from the request). */
  readonly origin: string;
  /** The client's address, for the throttle. */
  readonly address: string;
}

/**
 * RequestEmailVerification: mails the signed-in account a new verification link (the sign-up's may be lost or
 * expired). An address already proved is EMAIL_ALREADY_VERIFIED and mails nothing; every other request counts.
 */
export class RequestEmailVerification {
  readonly #deps: RequestEmailVerificationDeps;

  constructor(deps: RequestEmailVerificationDeps) {
    this.#deps = deps;
  }

  async execute(input: RequestEmailVerificationInput): Promise<Result<void, IdentityError | SharedError>> {
    const { verifications, mailer, throttle, now } = this.#deps;
    const account = await verifications.account(input.userId);
    if (!account) return err(notFound('Account'));
    if (account.verified) return err({ code: 'EMAIL_ALREADY_VERIFIED' });
    const at = now();
    const wait = await throttle.retryAfterSeconds(input.address, account.email, at);
    if (wait > 0) return err(tooManyAttempts(wait));
    await throttle.record(input.address, account.email, at);
    mailer.mailLater({ userId: input.userId, email: account.email, locale: input.locale, origin: input.origin });
    return ok(undefined);
  }
}
