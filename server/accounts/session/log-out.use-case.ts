import { ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { logSecurityEvent } from '../security-log';
import type { SessionStore } from './session-store.port';
import type { Viewer } from './viewer';

export interface LogOutDeps {
  readonly sessions: Pick<SessionStore, 'sessionOfRefreshToken' | 'revoke'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface LogOutInput {
  /** The signed-in viewer, when the access token still works. */
  readonly viewer: Pick<Viewer, 'sessionId' | 'userId'> | null;
  /** The browser's refresh cookie, which still names the session after the access token expired. */
  readonly refreshToken: string | undefined;
  readonly address: string;
}

/** The longest refresh token worth looking up; ours are 43 characters. */
const MAX_REFRESH_TOKEN_LENGTH = 200;

/**
 * `LogoutForWeb` (spec §4): ends the session server-side, the viewer's and the one the refresh cookie names; it
 * succeeds also when nobody is signed in.
 */
export class LogOut {
  readonly #deps: LogOutDeps;

  constructor(deps: LogOutDeps) {
    this.#deps = deps;
  }

  async execute(input: LogOutInput): Promise<Result<void, never>> {
    const { sessions, logger } = this.#deps;
    const now = this.#deps.now();
    const token = input.refreshToken;
    const fromCookie =
      token && token.length <= MAX_REFRESH_TOKEN_LENGTH ? await sessions.sessionOfRefreshToken(token) : null;
    const ended = new Map<string, string>();
    if (input.viewer) ended.set(input.viewer.sessionId, input.viewer.userId);
    if (fromCookie) ended.set(fromCookie.sessionId, fromCookie.userId);
    for (const [sessionId, userId] of ended) {
      await sessions.revoke(sessionId, 'logout', now);
      logSecurityEvent(logger, 'security.session.revoked', {
        user_id: userId,
        session_id: sessionId,
        ip: input.address,
        reason: 'logout',
      });
    }
    return ok(undefined);
  }
}
