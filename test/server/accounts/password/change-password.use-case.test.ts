import { describe, expect, it } from 'vitest';
import { ChangePassword, type ChangePasswordInput } from '#server/accounts/password/change-password.use-case';
import { SignInThrottle } from '#server/accounts/throttle/sign-in-throttle';
import { FAKE_PASSWORD_HASHER, InMemoryUsers } from '#test/support/server/accounts/in-memory-accounts';
import { InMemorySessions } from '#test/support/server/accounts/in-memory-sessions';
import { InMemoryUnitOfWork } from '#test/support/server/commerce/in-memory-commerce';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');

const setUp = async (hasher = FAKE_PASSWORD_HASHER) => {
  const users = new InMemoryUsers();
  users.put({ id: 'user-1', email: 'ola@example.test', passwordHash: 'hashed:old password' });
  users.put({ id: 'social-only', email: 'google@example.test', passwordHash: null });
  const sessions = new InMemorySessions();
  const kept = await sessions.open('user-1', { deviceId: 'laptop', userAgent: 'Firefox' }, NOW);
  const other = await sessions.open('user-1', { deviceId: 'phone', userAgent: 'Chrome' }, NOW);
  const limiters = new InMemoryAttemptLimiters();
  const throttle = new SignInThrottle(limiters);
  const logger = recordingLogger();
  const useCase = new ChangePassword({
    users,
    hasher,
    dummyHash: Promise.resolve('hashed:dummy'),
    throttle,
    unitOfWork: new InMemoryUnitOfWork({ users, sessions }),
    now: () => NOW,
    logger,
  });
  const change = (input: Partial<ChangePasswordInput> = {}) =>
    useCase.execute({
      viewer: { userId: 'user-1', sessionId: kept.sessionId },
      currentPassword: 'old password',
      newPassword: 'new password',
      address: '10.0.0.1',
      ...input,
    });
  return { users, sessions, kept, other, limiters, throttle, logger, change };
};

const WRONG = {
  ok: false,
  error: { code: 'VALIDATION_FAILED', errors: [{ property: 'current_password', code: 'INVALID' }] },
};

describe('ChangePassword', () => {
  it('stores the new hash and ends every other session of the account, keeping the one that asked', async () => {
    const { users, sessions, kept, other, logger, change } = await setUp();
    expect(await change()).toEqual({ ok: true, value: { sessionsRevoked: 1 } });
    expect((await users.findById('user-1'))?.passwordHash).toBe('hashed:new password');
    expect(sessions.revocations()).toEqual({ [kept.sessionId]: null, [other.sessionId]: 'password-change' });
    expect(eventsOf(logger, 'security.password_change.success')).toEqual([
      expect.objectContaining({ user_id: 'user-1', sessions_revoked: 1 }),
    ]);
  });

  it('refuses a wrong current password as a field error and counts it in the sign-in throttle', async () => {
    const { users, limiters, change } = await setUp();
    expect(await change({ currentPassword: 'guess' })).toEqual(WRONG);
    expect((await users.findById('user-1'))?.passwordHash).toBe('hashed:old password');
    expect(limiters.counted('sign-in.account')).toBe(1);
    expect(limiters.counted('sign-in.address')).toBe(1);
    // The address's pair and the session's.
    expect(limiters.counted('sign-in.pair')).toBe(2);
  });

  it('refuses an account without a password the same way', async () => {
    const { logger, change } = await setUp();
    expect(await change({ viewer: { userId: 'social-only', sessionId: 's' }, currentPassword: 'dummy' })).toEqual(
      WRONG,
    );
    expect(eventsOf(logger, 'security.password_change.failure').map((l) => l.reason)).toEqual(['no-password']);
  });

  it('makes a session that keeps guessing wait, from whichever address it asks', async () => {
    const { logger, change } = await setUp();
    for (let i = 0; i < 3; i += 1)
      expect(await change({ currentPassword: 'guess', address: `10.0.1.${i}` })).toEqual(WRONG);
    expect(await change({ address: '10.0.2.1' })).toEqual({
      ok: false,
      error: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 8 },
    });
    expect(eventsOf(logger, 'security.password_change.throttled')).toHaveLength(1);
  });

  it("waits as a sign-in from the same address would, and a change clears the account's failures", async () => {
    const { throttle, limiters, change } = await setUp();
    for (let i = 0; i < 3; i += 1)
      await throttle.recordFailure({ email: 'ola@example.test', address: '10.0.0.1' }, NOW);
    await throttle.recordFailure({ email: 'ola@example.test', address: '10.0.3.3' }, NOW);
    await throttle.recordFailure({ email: 'other@example.test', address: '10.0.3.3' }, NOW);
    expect(await change()).toMatchObject({ ok: false, error: { code: 'TOO_MANY_ATTEMPTS' } });
    expect((await change({ address: '10.0.0.2' })).ok).toBe(true);
    expect(await throttle.retryAfterSeconds({ email: 'ola@example.test', address: '10.0.0.1' }, NOW)).toBe(0);
    expect(limiters.counted('sign-in.account')).toBe(1);
    expect(limiters.counted('sign-in.pair')).toBe(1);
  });

  it('changes nothing and ends no session when the password changed after it was verified', async () => {
    const racing = await setUp({
      ...FAKE_PASSWORD_HASHER,
      // A password reset lands while the new password is being hashed.
      hash: async (password) => {
        racing.users.put({ id: 'user-1', email: 'ola@example.test', passwordHash: 'hashed:reset meanwhile' });
        return FAKE_PASSWORD_HASHER.hash(password);
      },
    });
    expect(await racing.change()).toEqual(WRONG);
    expect((await racing.users.findById('user-1'))?.passwordHash).toBe('hashed:reset meanwhile');
    expect(Object.values(racing.sessions.revocations())).toEqual([null, null]);
    expect(eventsOf(racing.logger, 'security.password_change.failure').map((l) => l.reason)).toEqual([
      'changed-meanwhile',
    ]);
  });

  it('answers UNAUTHENTICATED for a session outliving its account', async () => {
    const { change } = await setUp();
    expect(await change({ viewer: { userId: 'gone', sessionId: 's' } })).toEqual({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });
});
