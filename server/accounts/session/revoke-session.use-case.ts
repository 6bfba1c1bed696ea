import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { type NotFound, notFound } from '../../shared/server-error';
import { logSecurityEvent } from '../security-log';
import type { SessionStore } from './session-store.port';
import type { Viewer } from './viewer';

export interface RevokeSessionDeps {
  readonly sessions: Pick<SessionStore, 'revokeOwn'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface RevokeSessionInput {
  readonly viewer: Viewer;
  readonly sessionId: string;
  readonly address: string;
}

/** Whether the session that asked was among those ended (a browser then loses its cookies too). */
export interface SessionsEnded {
  readonly endedCurrent: boolean;
}

/** `RevokeSession { session_id }`: ends one of the viewer's own sessions; any other id is not found. */
export class RevokeSession {
  readonly #deps: RevokeSessionDeps;

  constructor(deps: RevokeSessionDeps) {
    this.#deps = deps;
  }

  async execute(input: RevokeSessionInput): Promise<Result<SessionsEnded, NotFound>> {
    const { viewer, sessionId } = input;
    if (!(await this.#deps.sessions.revokeOwn(viewer.userId, sessionId, 'revoked-by-user', this.#deps.now())))
      return err(notFound('Session'));
    logSecurityEvent(this.#deps.logger, 'security.session.revoked', {
      user_id: viewer.userId,
      ip: input.address,
      session_id: sessionId,
      reason: 'revoked-by-user',
    });
    return ok({ endedCurrent: sessionId === viewer.sessionId });
  }
}
