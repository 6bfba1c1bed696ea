import type { Logger } from '../logging/logger';

/** The security events the accounts area writes (quality bar "Security events"). */
export type SecurityEvent =
  | 'security.sign_in.success'
  | 'security.sign_in.failure'
  | 'security.sign_in.throttled'
  | 'security.sign_up.success'
  | 'security.password_change.success'
  | 'security.password_change.failure'
  | 'security.password_change.throttled'
  | 'security.password_reset.success'
  | 'security.email_verification.success'
  | 'security.refresh.failure'
  | 'security.refresh.reuse'
  | 'security.session.revoked'
  | 'security.session.revoked_others'
  | 'security.account_deletion.success'
  | 'security.account_deletion.failure'
  | 'security.account_deletion.throttled'
  | 'security.device.removed'
  | 'security.account.claimed'
  | 'security.device_sign_in.approved'
  | 'security.device_sign_in.denied'
  | 'security.device_sign_in.redeemed'
  | 'security.device_sign_in.failure'
  | 'security.device_sign_in.throttled'
  | 'security.authorization.failure';

/** Fields a security line may carry: ids, pseudonymous e-mail tags, addresses and reasons; never secrets. */
export interface SecurityFields {
  readonly user_id?: string;
  readonly email_tag?: string;
  readonly session_id?: string;
  readonly device_id?: string;
  readonly ip?: string;
  readonly reason?: string;
  readonly method?: string;
  readonly path?: string;
  /** The error code of a refused request (`NOT_ENTITLED`, `CSRF_REJECTED`, …). */
  readonly code?: string;
  /** `google` or `apple`, for sign-ins through them. */
  readonly provider?: string;
  /** How many sessions a password change or reset, signing out elsewhere or a deletion ended. */
  readonly sessions_revoked?: number;
}

/** Writes one structured security line; failures are warnings so they stand out at the default level. */
export const logSecurityEvent = (logger: Logger, event: SecurityEvent, fields: SecurityFields): void => {
  const failure = /failure|reuse|throttled/.test(event);
  logger[failure ? 'warn' : 'info'](event, { event, ...fields });
};
