import { ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { logSecurityEvent } from '../security-log';
import type { SessionStore } from './session-store.port';
import type { Viewer } from './viewer';

export interface RevokeOtherSessionsDeps {
  readonly sessions: Pick<SessionStore, 'revokeAllExcept'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface RevokeOtherSessionsInput {
  readonly viewer: Pick<Viewer, 'userId' | 'sessionId'>;
  readonly address: string;
}

/** `RevokeOtherSessions` (user panel "sessions", sign out everywhere else): every session of the viewer's but this one ends. */
export class RevokeOtherSessions {
  readonly #deps: RevokeOtherSessionsDeps;

  constructor(deps: RevokeOtherSessionsDeps) {
    this.#deps = deps;
  }

  async execute(input: RevokeOtherSessionsInput): Promise<Result<{ readonly sessionsEnded: number }, never>> {
    const { viewer } = input;
    const ended = await this.#deps.sessions.revokeAllExcept(
      viewer.userId,
      viewer.sessionId,
      'revoked-by-user',
      this.#deps.now(),
    );
    logSecurityEvent(this.#deps.logger, 'security.session.revoked_others', {
      user_id: viewer.userId,
      ip: input.address,
      session_id: viewer.sessionId,
      sessions_revoked: ended,
    });
    return ok({ sessionsEnded: ended });
  }
}
