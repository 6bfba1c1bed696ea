import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUpInputErrors } from '#domain/auth/sign-up';

const localPart = fc.stringMatching(/^[a-z0-9._+-]{1,20}$/);
const domainPart = fc.stringMatching(/^[a-z0-9-]{1,15}\.[a-z]{2,6}$/);

describe('sign-up input rule properties (spec §5)', () => {
  it('finds nothing wrong with an address of one @ and a password with a visible character', () => {
    fc.assert(
      fc.property(
        localPart,
        domainPart,
        fc.string({ minLength: 1 }).filter((p) => p.trim() !== ''),
        (l, d, pw) => {
          expect(signUpInputErrors({ email: `${l}@${d}`, password: pw })).toEqual([]);
        },
      ),
    );
  });

  it('calls an e-mail without exactly one @ between two non-blank parts INVALID, never naming another field', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[^\s@]+@[^\s@]+$/.test(s.trim())),
        (email) => {
          expect(signUpInputErrors({ email, password: 'Some-password-1' })).toEqual([
            { property: 'email', code: 'INVALID' },
          ]);
        },
      ),
    );
  });

  it('calls a password of only white space BLANK, whatever the e-mail', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[ \t\n]*$/), (email, password) => {
        const errors = signUpInputErrors({ email, password });
        expect(errors).toContainEqual({ property: 'password', code: 'BLANK' });
        expect(errors.every((e) => e.property === 'email' || e.property === 'password')).toBe(true);
      }),
    );
  });
});
