import { describe, expect, it } from 'vitest';
import { tokenHash } from '#server/accounts/session/token';
import { CheckPasswordResetToken } from '#server/identity/password-reset/check-password-reset-token.use-case';
import { InMemoryPasswordResets } from '#test/support/server/identity/in-memory-password-resets';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('CheckPasswordResetToken', () => {
  const resets = new InMemoryPasswordResets();
  resets.addAccount('user-1', 'jola@example.test');
  const issue = (token: string, expiresAt: Date) =>
    resets.issue({ userId: 'user-1', tokenHash: tokenHash(token), expiresAt });
  const check = new CheckPasswordResetToken({ resets, now: () => NOW });

  it('answers a hint of the address for a token that still works', async () => {
    await issue('fresh', new Date(NOW.getTime() + 1000));
    expect(await check.execute({ token: 'fresh' })).toEqual({ ok: true, value: { emailHint: 'j***@example.test' } });
  });

  it('tells an unknown, a used and an expired token apart', async () => {
    await issue('used', new Date(NOW.getTime() + 1000));
    await resets.consume(tokenHash('used'), 'hash', NOW);
    await issue('expired', NOW);
    expect(await check.execute({ token: 'unknown' })).toEqual({ ok: false, error: { code: 'TOKEN_NOT_FOUND' } });
    expect(await check.execute({ token: 'used' })).toEqual({ ok: false, error: { code: 'TOKEN_USED' } });
    expect(await check.execute({ token: 'expired' })).toEqual({ ok: false, error: { code: 'TOKEN_EXPIRED' } });
  });
});
