import { describe, expect, it } from 'vitest';
import { tokenHash } from '#server/accounts/session/token';
import { VERIFICATION_LINK_TTL_MS } from '#server/identity/email-verification/verification-link';
import { VerifyEmail } from '#server/identity/email-verification/verify-email.use-case';
import { InMemoryEmailVerifications } from '#test/support/server/identity/in-memory-email-verifications';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');

const setUp = () => {
  const verifications = new InMemoryEmailVerifications();
  verifications.addAccount('user-1', 'ola@example.test');
  const expiresAt = new Date(NOW.getTime() + VERIFICATION_LINK_TTL_MS);
  void verifications.issue({ userId: 'user-1', email: 'ola@example.test', tokenHash: tokenHash('t1'), expiresAt }, NOW);
  const logger = recordingLogger();
  let now = NOW;
  const useCase = new VerifyEmail({ verifications, now: () => now, logger });
  const verify = (token: string, at = NOW) => {
    now = at;
    return useCase.execute({ token, address: '10.0.0.1' });
  };
  return { verifications, logger, verify };
};

describe('VerifyEmail', () => {
  it("proves the account's address with the link's token, once, and logs it as a security event", async () => {
    const { verifications, logger, verify } = setUp();
    expect(await verify('t1')).toEqual({ ok: true, value: { userId: 'user-1' } });
    expect(verifications.accounts.get('user-1')?.verifiedAt).toBe(NOW.toISOString());
    expect(eventsOf(logger, 'security.email_verification.success')).toEqual([
      expect.objectContaining({ user_id: 'user-1', ip: '10.0.0.1' }),
    ]);
    expect(JSON.stringify(logger.lines)).not.toContain('t1');
    expect(await verify('t1')).toEqual({ ok: false, error: { code: 'VERIFICATION_LINK_USED' } });
  });

  it('answers VERIFICATION_LINK_EXPIRED a day on, and VERIFICATION_LINK_NOT_FOUND for a token never mailed', async () => {
    const { verifications, verify } = setUp();
    const dayLater = new Date(NOW.getTime() + VERIFICATION_LINK_TTL_MS);
    expect(await verify('t1', dayLater)).toEqual({ ok: false, error: { code: 'VERIFICATION_LINK_EXPIRED' } });
    expect(await verify('made-up')).toEqual({ ok: false, error: { code: 'VERIFICATION_LINK_NOT_FOUND' } });
    expect(verifications.accounts.get('user-1')?.verifiedAt).toBeNull();
  });
});
