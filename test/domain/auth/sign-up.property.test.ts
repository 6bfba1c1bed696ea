import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_GENERIC_ERROR_KEY, signUpErrorMessage } from '#domain/auth/sign-up';

describe('sign-up error properties', () => {
  it('keys a password or email error sign_up.error.{property}.{code lowercased}, any other the generic key', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('email', 'password'), fc.string()),
        fc.oneof(fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/), fc.string()),
        (property, code) => {
          const message = signUpErrorMessage({ property, code });
          if (message.field === null) expect(message.key).toBe(SIGN_UP_GENERIC_ERROR_KEY);
          else {
            expect(message.field).toBe(property);
            expect(message.key).toBe(`sign_up.error.${property}.${code.toLowerCase()}`);
          }
          if (!['email', 'password'].includes(property)) expect(message.field).toBeNull();
        },
      ),
    );
  });
});
