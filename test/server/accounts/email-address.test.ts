import { describe, expect, it } from 'vitest';
import { emailLogTag, normalizeEmail } from '#server/accounts/email-address';

describe('e-mail addresses', () => {
  it('compare trimmed and lower-cased, and log only as a tag', () => {
    expect(normalizeEmail('  Ola@Example.TEST ')).toBe('ola@example.test');
    expect(emailLogTag(' Ola@Example.TEST')).toBe(emailLogTag('ola@example.test'));
    expect(emailLogTag('ola@example.test')).toMatch(/^[0-9a-f]{16}$/);
    expect(emailLogTag('ola@example.test')).not.toBe(emailLogTag('ala@example.test'));
  });
});
