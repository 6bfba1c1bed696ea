import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CAPTCHA_TTL_MS, DevelopmentCaptcha } from '#server/accounts/captcha/development-captcha';

describe('DevelopmentCaptcha', () => {
  let clock = new Date('2026-11-22T10:00:00Z');
  const captcha = new DevelopmentCaptcha({ now: () => clock });

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
    const other = new DevelopmentCaptcha({ now: () => clock });
    await expect(other.verify(token, 'login')).resolves.toBe(false);
    clock = new Date(clock.getTime() + DEVELOPMENT_CAPTCHA_TTL_MS);
    await expect(captcha.verify(token, 'login')).resolves.toBe(false);
  });

  it('issues nothing for an action name it would not accept', () => {
    expect(captcha.issue('log in')).toBeNull();
    expect(captcha.issue('')).toBeNull();
  });
});
