import { describe, expect, it } from 'vitest';
import { DeleteAccount } from '#server/accounts/delete-account.use-case';
import { RevokeOtherSessions } from '#server/accounts/session/revoke-other-sessions.use-case';
import { SignInThrottle } from '#server/accounts/throttle/sign-in-throttle';
import { FAKE_PASSWORD_HASHER, InMemoryUsers } from '#test/support/server/accounts/in-memory-accounts';
import { InMemorySessions } from '#test/support/server/accounts/in-memory-sessions';
import { InMemoryUnitOfWork } from '#test/support/server/commerce/in-memory-commerce';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');

const setUp = async () => {
  const users = new InMemoryUsers();
  users.put({ id: 'user-1', email: 'ola@example.test', passwordHash: 'hashed:my password' });
  users.put({ id: 'social-only', email: 'google@example.test', passwordHash: null });
  const sessions = new InMemorySessions();
  const laptop = await sessions.open('user-1', { deviceId: 'laptop', userAgent: 'Firefox' }, NOW);
  const phone = await sessions.open('user-1', { deviceId: 'phone', userAgent: 'Chrome' }, NOW);
  const stranger = await sessions.open('user-2', { deviceId: 'x', userAgent: 'Chrome' }, NOW);
  const limiters = new InMemoryAttemptLimiters();
  const logger = recordingLogger();
  const deleteAccount = new DeleteAccount({
    users,
    hasher: FAKE_PASSWORD_HASHER,
    dummyHash: Promise.resolve('hashed:dummy'),
    throttle: new SignInThrottle(limiters),
    unitOfWork: new InMemoryUnitOfWork({ users, sessions }),
    now: () => NOW,
    logger,
  });
  const viewer = { userId: 'user-1', sessionId: laptop.sessionId };
  return { users, sessions, laptop, phone, stranger, limiters, logger, deleteAccount, viewer };
};

const WRONG = { ok: false, error: { code: 'VALIDATION_FAILED', errors: [{ property: 'password', code: 'INVALID' }] } };

describe('DeleteAccount', () => {
  it('removes the account and ends every one of its sessions, leaving other accounts alone', async () => {
    const { users, sessions, laptop, phone, stranger, logger, deleteAccount, viewer } = await setUp();
    expect(await deleteAccount.execute({ viewer, password: 'my password', address: '10.0.0.1' })).toEqual({
      ok: true,
      value: { sessionsEnded: 2 },
    });
    expect(await users.findById('user-1')).toBeNull();
    expect(sessions.revocations()).toEqual({
      [laptop.sessionId]: 'account-deleted',
      [phone.sessionId]: 'account-deleted',
      [stranger.sessionId]: null,
    });
    expect(eventsOf(logger, 'security.account_deletion.success')).toEqual([
      expect.objectContaining({ user_id: 'user-1', sessions_revoked: 2 }),
    ]);
  });

  it('refuses a wrong password as a field error, counts it in the sign-in throttle and keeps everything', async () => {
    const { users, sessions, limiters, deleteAccount, viewer } = await setUp();
    expect(await deleteAccount.execute({ viewer, password: 'guess', address: '10.0.0.1' })).toEqual(WRONG);
    expect(await users.findById('user-1')).not.toBeNull();
    expect(Object.values(sessions.revocations())).toEqual([null, null, null]);
    expect(limiters.counted('sign-in.account')).toBe(1);
  });

  it('refuses an account without a password the same way', async () => {
    const { users, logger, deleteAccount } = await setUp();
    const viewer = { userId: 'social-only', sessionId: 's' };
    expect(await deleteAccount.execute({ viewer, password: 'dummy', address: '10.0.0.1' })).toEqual(WRONG);
    expect(await users.findById('social-only')).not.toBeNull();
    expect(eventsOf(logger, 'security.account_deletion.failure').map((l) => l.reason)).toEqual(['no-password']);
  });

  it('makes a session that keeps guessing wait', async () => {
    const { deleteAccount, viewer } = await setUp();
    for (let i = 0; i < 3; i += 1)
      expect(await deleteAccount.execute({ viewer, password: 'guess', address: `10.0.1.${i}` })).toEqual(WRONG);
    const limited = await deleteAccount.execute({ viewer, password: 'my password', address: '10.0.2.1' });
    expect(limited.ok ? null : limited.error.code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('RevokeOtherSessions', () => {
  it("ends the viewer's other sessions and keeps the one asking", async () => {
    const { sessions, laptop, phone, stranger, logger, viewer } = await setUp();
    const revoke = new RevokeOtherSessions({ sessions, now: () => NOW, logger });
    expect(await revoke.execute({ viewer, address: '10.0.0.1' })).toEqual({ ok: true, value: { sessionsEnded: 1 } });
    expect(sessions.revocations()).toEqual({
      [laptop.sessionId]: null,
      [phone.sessionId]: 'revoked-by-user',
      [stranger.sessionId]: null,
    });
    expect(eventsOf(logger, 'security.session.revoked_others')).toHaveLength(1);
  });
});
