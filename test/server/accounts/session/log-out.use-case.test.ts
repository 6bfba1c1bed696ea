import { describe, expect, it } from 'vitest';
import { LogOut } from '#server/accounts/session/log-out.use-case';
import { InMemorySessions } from '#test/support/server/accounts/in-memory-sessions';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('LogOut', () => {
  it("ends the viewer's session and the one the refresh cookie names, each logged once", async () => {
    const sessions = new InMemorySessions();
    const logger = recordingLogger();
    const logOut = new LogOut({ sessions, now: () => NOW, logger });
    const current = await sessions.open('user-1', { deviceId: 'laptop', userAgent: 'Firefox' }, NOW);
    const expired = await sessions.open('user-1', { deviceId: 'laptop', userAgent: 'Firefox' }, NOW);
    const viewer = { sessionId: current.sessionId, userId: 'user-1' };
    expect(await logOut.execute({ viewer, refreshToken: current.refreshToken, address: '10.0.0.1' })).toEqual({
      ok: true,
      value: undefined,
    });
    await logOut.execute({ viewer: null, refreshToken: expired.refreshToken, address: '10.0.0.1' });
    expect(sessions.revocations()).toEqual({ [current.sessionId]: 'logout', [expired.sessionId]: 'logout' });
    expect(eventsOf(logger, 'security.session.revoked').map((l) => l.session_id)).toEqual([
      current.sessionId,
      expired.sessionId,
    ]);
  });

  it('succeeds for a visitor with no session at all', async () => {
    const logger = recordingLogger();
    const logOut = new LogOut({ sessions: new InMemorySessions(), now: () => NOW, logger });
    expect((await logOut.execute({ viewer: null, refreshToken: 'unknown', address: '10.0.0.1' })).ok).toBe(true);
    expect(logger.lines).toEqual([]);
  });
});
