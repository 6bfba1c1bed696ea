import { describe, expect, it } from 'vitest';
import { tokenHash } from '#server/accounts/session/token';
import { SignInThrottle } from '#server/accounts/throttle/sign-in-throttle';
import { ResetPassword } from '#server/identity/password-reset/reset-password.use-case';
import { InMemoryPasswordResets } from '#test/support/server/identity/in-memory-password-resets';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');

const setUp = () => {
  const resets = new InMemoryPasswordResets();
  resets.addAccount('user-1', 'ola@example.test');
  const logger = recordingLogger();
  let clock = NOW;
  const signInThrottle = new SignInThrottle(new InMemoryAttemptLimiters());
  const useCase = new ResetPassword({
    resets,
    hasher: { hash: (password) => Promise.resolve(`hashed:${password}`) },
    signInThrottle,
    now: () => clock,
    logger,
  });
  const issue = (token: string, expiresAt = new Date(NOW.getTime() + 60_000)) =>
    resets.issue({ userId: 'user-1', tokenHash: tokenHash(token), expiresAt });
  const reset = (token: string) => useCase.execute({ token, password: 'a new password', address: '10.0.0.1' });
  return { resets, logger, signInThrottle, issue, reset, setClock: (at: Date) => (clock = at) };
};

describe('ResetPassword', () => {
  it('sets the hashed password once, and logs how many sessions ended', async () => {
    const { resets, logger, issue, reset } = setUp();
    await issue('t1');
    expect(await reset('t1')).toEqual({ ok: true, value: { userId: 'user-1', sessionsRevoked: 2 } });
    expect(resets.passwords.get('user-1')).toBe('hashed:a new password');
    expect(await reset('t1')).toEqual({ ok: false, error: { code: 'TOKEN_USED' } });
    expect(eventsOf(logger, 'security.password_reset.success')).toEqual([
      expect.objectContaining({ user_id: 'user-1', ip: '10.0.0.1', reason: 'password-reset', sessions_revoked: 2 }),
    ]);
    expect(JSON.stringify(logger.lines)).not.toMatch(/t1|a new password/);
  });

  it("forgets the account's sign-in failures from every address once the password is reset, not before", async () => {
    const { signInThrottle, issue, reset } = setUp();
    const guesser = { email: 'OLA@example.test', address: '203.0.113.66' };
    for (let i = 0; i < 6; i += 1) await signInThrottle.recordFailure(guesser, NOW);
    await issue('t4');
    expect(await reset('unknown')).toMatchObject({ ok: false });
    expect(await signInThrottle.retryAfterSeconds(guesser, NOW)).toBe(64);
    expect((await reset('t4')).ok).toBe(true);
    expect(await signInThrottle.retryAfterSeconds(guesser, NOW)).toBe(0);
  });

  it('refuses an unknown or expired token without hashing or writing', async () => {
    const { resets, issue, reset, setClock } = setUp();
    await issue('t2');
    expect(await reset('nope')).toEqual({ ok: false, error: { code: 'TOKEN_NOT_FOUND' } });
    setClock(new Date(NOW.getTime() + 60_000));
    expect(await reset('t2')).toEqual({ ok: false, error: { code: 'TOKEN_EXPIRED' } });
    expect(resets.passwords.size).toBe(0);
  });

  it('answers what the atomic spend found when the token changed while hashing', async () => {
    const { resets, issue } = setUp();
    await issue('t3');
    const racing = new ResetPassword({
      resets,
      hasher: {
        hash: async (password) => {
          // Another reset spends the token meanwhile.
          await resets.consume(tokenHash('t3'), 'other', NOW);
          return password;
        },
      },
      signInThrottle: new SignInThrottle(new InMemoryAttemptLimiters()),
      now: () => NOW,
      logger: recordingLogger(),
    });
    expect(await racing.execute({ token: 't3', password: 'x', address: '10.0.0.1' })).toEqual({
      ok: false,
      error: { code: 'TOKEN_USED' },
    });
  });
});
