import { ok, type Result } from '#domain/shared/result';
import type { SessionStore, SessionSummary } from './session-store.port';
import type { Viewer } from './viewer';

export interface ListSessionsDeps {
  readonly sessions: Pick<SessionStore, 'listLive'>;
  readonly now: () => Date;
}

/** One of the account's sessions, and whether it is the one asking. */
export interface OwnSession extends SessionSummary {
  readonly current: boolean;
}

/** `GET /me/sessions` (user panel "sessions"): the viewer's sessions that can still be used, newest use first. */
export class ListSessions {
  readonly #deps: ListSessionsDeps;

  constructor(deps: ListSessionsDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly viewer: Viewer }): Promise<Result<OwnSession[], never>> {
    const sessions = await this.#deps.sessions.listLive(input.viewer.userId, this.#deps.now());
    return ok(sessions.map((s) => ({ ...s, current: s.id === input.viewer.sessionId })));
  }
}
