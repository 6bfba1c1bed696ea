import { describe, expect, it } from 'vitest';
import { emailHint } from '#server/identity/password-reset/email-hint';

describe('emailHint', () => {
  it.each([
    ['jan.kowalski@example.com', 'j***@example.com'],
    ['a@b.pl', 'a***@b.pl'],
    ['żaneta@example.pl', 'ż***@example.pl'],
    ['no-at-sign', '***'],
  ])('%s → %s', (email, hint) => {
    expect(emailHint(email)).toBe(hint);
  });
});
