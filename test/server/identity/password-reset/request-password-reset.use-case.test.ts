import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { AccountThrottle, PASSWORD_RESET_LIMITS } from '#server/accounts/throttle/account-throttle';
import { tokenHash } from '#server/accounts/session/token';
import { RequestPasswordReset } from '#server/identity/password-reset/request-password-reset.use-case';
import { RESET_TOKEN_TTL_MS } from '#server/identity/password-reset/reset-token';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { HeldJobQueue, RecordingMailSender } from '#test/support/server/identity/fake-identity-ports';
import { InMemoryPasswordResets } from '#test/support/server/identity/in-memory-password-resets';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');
const PL = MARKETS.pl;

const setUp = () => {
  const resets = new InMemoryPasswordResets();
  resets.addAccount('user-1', 'ola@example.test');
  const jobs = new HeldJobQueue();
  const mail = new RecordingMailSender();
  const logger = recordingLogger();
  const limiters = new InMemoryAttemptLimiters();
  const useCase = new RequestPasswordReset({
    resets,
    mail,
    jobs,
    throttle: new AccountThrottle(limiters, 'password-reset', PASSWORD_RESET_LIMITS),
    now: () => NOW,
    product: 'audiora',
    logger,
  });
  const request = (email: string, overrides: { address?: string; catalogId?: string } = {}) =>
    useCase.execute({
      email,
      catalogId: overrides.catalogId ?? PL.catalogId,
      market: PL,
      origin: 'https://www.audiora.example',
      address: overrides.address ?? '10.0.0.1',
    });
  return { resets, jobs, mail, logger, limiters, request };
};

describe('RequestPasswordReset', () => {
  it('answers at once and mails a single-use link to a known address after the answer', async () => {
    const { resets, jobs, mail, request } = setUp();
    expect(await request(' Ola@Example.test ')).toEqual({ ok: true, value: undefined });
    expect(mail.sent).toEqual([]);
    await jobs.runAll();
    expect(mail.sent.map((m) => m.to)).toEqual(['ola@example.test']);
    const token = /\/([A-Za-z0-9_-]{43})(?:\s|$)/m.exec(mail.sent[0]?.text ?? '')?.[1] ?? '';
    expect(mail.sent[0]?.text).toContain('https://www.audiora.example/pl/');
    expect(resets.tokens.get(tokenHash(token))).toEqual({
      userId: 'user-1',
      expiresAt: new Date(NOW.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      usedAt: null,
    });
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const { jobs, mail, logger, request } = setUp();
    expect(await request('nobody@example.test')).toEqual({ ok: true, value: undefined });
    await jobs.runAll();
    expect(mail.sent).toEqual([]);
    expect(logger.lines.map((l) => l.event)).toEqual(['password_reset.unknown']);
    expect(JSON.stringify(logger.lines)).not.toContain('nobody');
  });

  it("refuses a catalogue that is not the market's before counting anything", async () => {
    const { jobs, limiters, request } = setUp();
    expect(await request('ola@example.test', { catalogId: MARKETS.de.catalogId })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'catalog_id', code: 'INVALID' }] },
    });
    expect(jobs.pending).toBe(0);
    expect(limiters.counted('password-reset.address')).toBe(0);
  });

  it('limits requests per e-mail, known or not, and names the wait', async () => {
    const { jobs, request } = setUp();
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAccount.limit; i += 1)
      expect((await request('ghost@example.test', { address: `10.0.1.${i}` })).ok).toBe(true);
    expect(await request('GHOST@example.test', { address: '10.0.2.1' })).toEqual({
      ok: false,
      error: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: PASSWORD_RESET_LIMITS.perAccount.windowMs / 1000 },
    });
    expect(jobs.pending).toBe(PASSWORD_RESET_LIMITS.perAccount.limit);
  });

  it('limits requests per client address across e-mails', async () => {
    const { request } = setUp();
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAddress.limit; i += 1)
      expect((await request(`someone-${i}@example.test`)).ok).toBe(true);
    const refused = await request('one-more@example.test');
    expect(refused.ok ? null : refused.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await request('one-more@example.test', { address: '10.9.9.9' })).ok).toBe(true);
  });

  it('logs the mailing with the account id, never the address', async () => {
    const { jobs, logger, request } = setUp();
    await request('ola@example.test');
    await jobs.runAll();
    expect(eventsOf(logger, 'password_reset.mailed')).toEqual([
      expect.objectContaining({ userId: 'user-1', event: 'password_reset.mailed' }),
    ]);
    expect(JSON.stringify(logger.lines)).not.toContain('ola@');
  });
});
