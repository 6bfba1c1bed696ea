import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import type { AccountsError } from '../accounts.errors';
import type { DeviceRepository } from '../device-repository.port';
import { logSecurityEvent } from '../security-log';
import type { IssuedTokens, SessionStore } from './session-store.port';

export interface RefreshSessionDeps {
  readonly sessions: Pick<SessionStore, 'refresh'>;
  readonly devices: Pick<DeviceRepository, 'seen'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface RefreshSessionInput {
  /** From the body (scripts) or the refresh cookie (browsers); undefined when neither has one. */
  readonly refreshToken: string | undefined;
  readonly deviceId: string;
  readonly address: string;
}

/** The longest refresh token worth looking up; ours are 43 characters. */
const MAX_REFRESH_TOKEN_LENGTH = 200;

/**
 * `RefreshTokenForWeb` (spec §4, §8): rotates a refresh token into new tokens of the same session, and marks the
 * device seen. Reuse of a spent token revokes the session; a token of another device, an expired, revoked or unknown
 * one is UNAUTHENTICATED, each logged with why.
 */
export class RefreshSession {
  readonly #deps: RefreshSessionDeps;

  constructor(deps: RefreshSessionDeps) {
    this.#deps = deps;
  }

  async execute(input: RefreshSessionInput): Promise<Result<IssuedTokens, AccountsError>> {
    const { sessions, devices, logger } = this.#deps;
    const token = input.refreshToken;
    if (!token || token.length > MAX_REFRESH_TOKEN_LENGTH) return err({ code: 'UNAUTHENTICATED' });
    const now = this.#deps.now();
    const outcome = await sessions.refresh(token, input.deviceId, now);
    if (!outcome.ok) {
      const reuse = outcome.reason === 'reused';
      logSecurityEvent(logger, reuse ? 'security.refresh.reuse' : 'security.refresh.failure', {
        user_id: outcome.userId,
        session_id: outcome.sessionId,
        device_id: input.deviceId,
        ip: input.address,
        reason: reuse ? 'session-revoked' : outcome.reason,
      });
      return err({ code: 'UNAUTHENTICATED' });
    }
    await devices.seen(outcome.userId, input.deviceId, now);
    return ok(outcome.tokens);
  }
}
