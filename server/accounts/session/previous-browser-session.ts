import type { SessionStore } from './session-store.port';

/** What a browser shows of the session it held before signing in again: its viewer's session, its refresh cookie. */
export interface PreviousBrowserSession {
  readonly sessionId: string | null;
  readonly refreshToken: string | null;
}

/** The longest refresh token worth looking up; ours are 43 characters. */
const MAX_REFRESH_TOKEN_LENGTH = 200;

/**
 * Ends the session a browser held before it signed in again, so one browser holds one session: the one its access
 * token names or, once that expired, the one its refresh cookie does.
 */
export const endPreviousBrowserSession = async (
  sessions: Pick<SessionStore, 'sessionOfRefreshToken' | 'revoke'>,
  previous: PreviousBrowserSession,
  now: Date,
): Promise<void> => {
  const { sessionId, refreshToken } = previous;
  const ofCookie = async () =>
    refreshToken && refreshToken.length <= MAX_REFRESH_TOKEN_LENGTH
      ? ((await sessions.sessionOfRefreshToken(refreshToken))?.sessionId ?? null)
      : null;
  const ended = sessionId ?? (await ofCookie());
  if (ended) await sessions.revoke(ended, 'replaced', now);
};
