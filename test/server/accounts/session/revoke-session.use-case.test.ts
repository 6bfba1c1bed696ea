import { describe, expect, it } from 'vitest';
import { RevokeSession } from '#server/accounts/session/revoke-session.use-case';
import { InMemorySessions } from '#test/support/server/accounts/in-memory-sessions';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('RevokeSession', () => {
  it("ends one of the viewer's own sessions, says whether it was the current one, and treats others as unknown", async () => {
    const sessions = new InMemorySessions();
    const logger = recordingLogger();
    const revoke = new RevokeSession({ sessions, now: () => NOW, logger });
    const laptop = await sessions.open('user-1', { deviceId: 'laptop', userAgent: 'Firefox' }, NOW);
    const phone = await sessions.open('user-1', { deviceId: 'phone', userAgent: 'Chrome' }, NOW);
    const someoneElse = await sessions.open('user-2', { deviceId: 'x', userAgent: 'Chrome' }, NOW);
    const viewer = { userId: 'user-1', sessionId: laptop.sessionId, deviceId: 'laptop', via: 'cookie' as const };
    const of = (sessionId: string) => revoke.execute({ viewer, sessionId, address: '10.0.0.1' });

    expect(await of(phone.sessionId)).toEqual({ ok: true, value: { endedCurrent: false } });
    expect(await of(someoneElse.sessionId)).toEqual({ ok: false, error: { code: 'NOT_FOUND', what: 'Session' } });
    expect(await of(laptop.sessionId)).toEqual({ ok: true, value: { endedCurrent: true } });
    expect(sessions.revocations()[someoneElse.sessionId]).toBeNull();
    expect(eventsOf(logger, 'security.session.revoked').map((l) => l.reason)).toEqual([
      'revoked-by-user',
      'revoked-by-user',
    ]);
  });
});
