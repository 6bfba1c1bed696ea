import { describe, expect, it } from 'vitest';
import { RefreshSession } from '#server/accounts/session/refresh-session.use-case';
import { InMemoryDevices } from '#test/support/server/accounts/in-memory-accounts';
import { InMemorySessions } from '#test/support/server/accounts/in-memory-sessions';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');
const LATER = new Date('2026-11-22T11:00:00Z');

const setUp = async () => {
  const sessions = new InMemorySessions();
  const devices = new InMemoryDevices();
  devices.put('user-1', 'laptop');
  const tokens = await sessions.open('user-1', { deviceId: 'laptop', userAgent: 'Firefox' }, NOW);
  const logger = recordingLogger();
  const refresh = new RefreshSession({ sessions, devices, now: () => LATER, logger });
  const of = (refreshToken: string | undefined, deviceId = 'laptop') =>
    refresh.execute({ refreshToken, deviceId, address: '10.0.0.1' });
  return { sessions, devices, tokens, logger, of };
};

const UNAUTHENTICATED = { ok: false, error: { code: 'UNAUTHENTICATED' } };

describe('RefreshSession', () => {
  it('rotates the refresh token within the session and marks the device seen', async () => {
    const { devices, tokens, of } = await setUp();
    const result = await of(tokens.refreshToken);
    expect(result.ok && result.value.sessionId).toBe(tokens.sessionId);
    expect(result.ok && result.value.refreshToken).not.toBe(tokens.refreshToken);
    expect((await devices.list('user-1'))[0]?.lastSeenAt).toBe(LATER.toISOString());
  });

  it('revokes the session when a spent token comes back, and logs the reuse', async () => {
    const { sessions, tokens, logger, of } = await setUp();
    await of(tokens.refreshToken);
    expect(await of(tokens.refreshToken)).toEqual(UNAUTHENTICATED);
    expect(sessions.revocations()[tokens.sessionId]).toBe('refresh-reuse');
    expect(eventsOf(logger, 'security.refresh.reuse')).toEqual([
      expect.objectContaining({ user_id: 'user-1', session_id: tokens.sessionId, reason: 'session-revoked' }),
    ]);
  });

  it('refuses a token of another device, logging why, and no token or an overlong one without a lookup', async () => {
    const { tokens, logger, of } = await setUp();
    expect(await of(tokens.refreshToken, 'phone')).toEqual(UNAUTHENTICATED);
    expect(eventsOf(logger, 'security.refresh.failure').map((l) => l.reason)).toEqual(['wrong-device']);
    expect(await of(undefined)).toEqual(UNAUTHENTICATED);
    expect(await of('x'.repeat(201))).toEqual(UNAUTHENTICATED);
    expect(eventsOf(logger, 'security.refresh.failure')).toHaveLength(1);
  });
});
