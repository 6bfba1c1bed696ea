import { err, ok, type Result } from '#domain/shared/result';
import { logSecurityEvent } from '../../accounts/security-log';
import { tokenHash } from '../../accounts/session/token';
import type { Logger } from '../../logging/logger';
import type { EmailVerificationRepository } from './email-verification-repository.port';
import { VERIFY_ERRORS, type VerificationLinkError } from './verification-link';

export interface VerifyEmailDeps {
  readonly verifications: Pick<EmailVerificationRepository, 'consume'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface VerifyEmailInput {
  readonly token: string;
  /** The client's address, for the security log. */
  readonly address: string;
}

/**
 * VerifyEmail: the verification link's token proves its account's address (`users.email_verified_at`), once, within
 * its day. No session is needed: holding the mailed token is the proof, whoever's browser follows it.
 */
export class VerifyEmail {
  readonly #deps: VerifyEmailDeps;

  constructor(deps: VerifyEmailDeps) {
    this.#deps = deps;
  }

  async execute(input: VerifyEmailInput): Promise<Result<{ readonly userId: string }, VerificationLinkError>> {
    const { verifications, now, logger } = this.#deps;
    const outcome = await verifications.consume(tokenHash(input.token), now());
    if (outcome.kind !== 'verified') return err(VERIFY_ERRORS[outcome.kind]);
    logSecurityEvent(logger, 'security.email_verification.success', { user_id: outcome.userId, ip: input.address });
    return ok({ userId: outcome.userId });
  }
}
