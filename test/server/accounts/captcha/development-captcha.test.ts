import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CAPTCHA_TTL_MS, DevelopmentCaptcha } from '#server/accounts/captcha/development-captcha';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';

describe('DevelopmentCaptcha', () => {
  let clock = new Date('2026-11-22T10:00:00Z');
  const captcha = new DevelopmentCaptcha({ now: () => clock, spent: new InMemoryAttemptLimiters() });

  it('accepts its own fresh token for the right action, once', async () => {
    const token = captcha.issue('login') ?? '';
    await expect(captcha.verify(token, 'login')).resolves.toBe(true);
    await expect(captcha.verify(token, 'login')).resolves.toBe(false);
  });

  it('refuses another action, an expired token, a forged signature and an edited payload', async () => {
    await expect(captcha.verify(captcha.issue('signup') ?? '', 'login')).resolves.toBe(false);
    const token = captcha.issue('login') ?? '';
    const [version, action, expires, nonce, signature] = token.split('.');
    const forged = `${version}.${action}.${expires}.${nonce}.${'A'.repeat(43)}`;
    const extended = `${version}.${action}.${Number(expires) + 60_000}.${nonce}.${signature}`;
    await expect(captcha.verify(forged, 'login')).resolves.toBe(false);
    await expect(captcha.verify(extended, 'login')).resolves.toBe(false);
    const other = new DevelopmentCaptcha({ now: () => clock, spent: new InMemoryAttemptLimiters() });
    await expect(other.verify(token, 'login')).resolves.toBe(false);
    clock = new Date(clock.getTime() + DEVELOPMENT_CAPTCHA_TTL_MS);
    await expect(captcha.verify(token, 'login')).resolves.toBe(false);
  });

  it('with the key and the spent tokens shared, as the processes of one server have them, accepts a token once in all', async () => {
    const key = randomBytes(32);
    const spent = new InMemoryAttemptLimiters();
    const first = new DevelopmentCaptcha({ now: () => clock, key, spent });
    const second = new DevelopmentCaptcha({ now: () => clock, key, spent });

    const token = first.issue('login') ?? '';
    await expect(second.verify(token, 'login')).resolves.toBe(true);
    await expect(first.verify(token, 'login')).resolves.toBe(false);
    await expect(second.verify(token, 'login')).resolves.toBe(false);

    // Presented to both at once, it is accepted by one at most.
    const raced = second.issue('login') ?? '';
    const answers = await Promise.all([first.verify(raced, 'login'), second.verify(raced, 'login')]);
    expect(answers.filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  it('still refuses a spent token when the one who spent it stamped it a moment later', async () => {
    const key = randomBytes(32);
    const spent = new InMemoryAttemptLimiters();
    const start = clock.getTime();
    const late = new DevelopmentCaptcha({ now: () => new Date(start + 1_000), key, spent });
    const early = new DevelopmentCaptcha({ now: () => new Date(start), key, spent });
    const token = early.issue('login') ?? '';
    await expect(late.verify(token, 'login')).resolves.toBe(true);
    await expect(early.verify(token, 'login')).resolves.toBe(false);
  });

  it('issues nothing for an action name it would not accept', () => {
    expect(captcha.issue('log in')).toBeNull();
    expect(captcha.issue('')).toBeNull();
  });
});
