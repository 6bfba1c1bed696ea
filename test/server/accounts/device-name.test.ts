import { describe, expect, it } from 'vitest';
import { deviceNameFrom } from '#server/accounts/device-name';
import { emailLogTag, normalizeEmail } from '#server/accounts/email-address';

describe('deviceNameFrom', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['curl/8.5.0', 'curl'],
    ['', 'Unknown device'],
  ])('names %s as %s', (userAgent, name) => {
    expect(deviceNameFrom(userAgent)).toBe(name);
  });
});

describe('e-mail addresses', () => {
  it('compare trimmed and lower-cased, and log only as a tag', () => {
    expect(normalizeEmail('  Ola@Example.TEST ')).toBe('ola@example.test');
    expect(emailLogTag(' Ola@Example.TEST')).toBe(emailLogTag('ola@example.test'));
    expect(emailLogTag('ola@example.test')).toMatch(/^[0-9a-f]{16}$/);
    expect(emailLogTag('ola@example.test')).not.toBe(emailLogTag('ala@example.test'));
  });
});
