import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { logSecurityEvent } from '../../accounts/security-log';
import type { Logger } from '../../logging/logger';
import type { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';
import { ACCESS_COOKIE } from './auth-cookies';
import { clientAddress } from './client-address';

/**
 * The refusals that are authorization failures (quality bar "Security events"): a missing or dead token where a user
 * is needed, a title the viewer may not hear or download, a device beyond the account's streaming devices or not
 * the session's own, and a cross-site write. Sign-in failures are logged by sign-in itself, with more detail.
 */
const AUTHORIZATION_FAILURES: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'NOT_ENTITLED',
  'DEVICE_NOT_ALLOWED',
  'DEVICE_MISMATCH',
  'CSRF_REJECTED',
]);

export const isAuthorizationFailure = (error: ApiError): boolean =>
  (error.status === 401 || error.status === 403) && AUTHORIZATION_FAILURES.has(error.code);

/** Why a request without a viewer had none; the token itself is never logged. */
const tokenState = (c: Context<AppEnv>): string =>
  c.req.header('Authorization') || getCookie(c, ACCESS_COOKIE) ? 'invalid-or-expired-token' : 'no-token';

/**
 * Writes one `security.authorization.failure` line: who (when known), from where, what was asked, and the code. A
 * route that answers a foreign resource as unknown (404) logs it here too, with a code of its own.
 */
export const logAuthorizationFailure = (
  logger: Logger,
  c: Context<AppEnv>,
  error: Pick<ApiError, 'status' | 'code'>,
): void => {
  // Unset when the request was refused before the viewer middleware ran (a CSRF rejection).
  const viewer = c.get('viewer') ?? null;
  logSecurityEvent(logger, 'security.authorization.failure', {
    method: c.req.method,
    path: c.req.path,
    ip: clientAddress(c),
    code: error.code,
    reason: error.status === 401 ? tokenState(c) : error.code.toLowerCase().replaceAll('_', '-'),
    ...(viewer ? { user_id: viewer.userId, session_id: viewer.sessionId, device_id: viewer.deviceId } : {}),
  });
};
