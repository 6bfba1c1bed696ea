import { describe, expect, it } from 'vitest';
import { registerUserCommand, signUpErrorMessage, signUpInputErrors } from '#domain/auth/sign-up';
import { MARKETS } from '#domain/market/markets';

describe('sign-up (spec §3, §5, §8)', () => {
  it('always sends terms_of_service true', () => {
    expect(
      registerUserCommand({
        email: 'jan@example.test',
        password: 's3cret-pass',
        catalogId: MARKETS.pl.catalogId,
        marketingConsent: false,
      }),
    ).toEqual({
      name: 'RegisterUser',
      email: 'jan@example.test',
      password: 's3cret-pass',
      catalog_id: MARKETS.pl.catalogId,
      terms_of_service: true,
      marketing_consent: false,
    });
  });

  it.each([
    [
      { property: 'email', code: 'EMAIL_ALREADY_USED' },
      { field: 'email', key: 'sign_up.error.email.email_already_used' },
    ],
    [
      { property: 'password', code: 'TOO_SHORT' },
      { field: 'password', key: 'sign_up.error.password.too_short' },
    ],
    [
      { property: 'password', code: 'too-common' },
      { field: 'password', key: 'sign_up.error.password.too-common' },
    ],
    [
      { property: 'catalog_id', code: 'INVALID' },
      { field: null, key: 'common.generic_error.message' },
    ],
    [
      { property: 'email', code: '' },
      { field: null, key: 'common.generic_error.message' },
    ],
    [
      { property: 'email', code: 'A.B' },
      { field: null, key: 'common.generic_error.message' },
    ],
    [
      { property: 'Email', code: 'INVALID' },
      { field: null, key: 'common.generic_error.message' },
    ],
  ])('%j -> %j', (error, expected) => {
    expect(signUpErrorMessage(error)).toEqual(expected);
  });
});

describe('signUpInputErrors (spec §5)', () => {
  it('finds nothing wrong with an address and a password', () => {
    expect(signUpInputErrors({ email: ' ola@example.test ', password: 'Long-enough-1' })).toEqual([]);
  });

  it('uses the server codes: email INVALID, password BLANK', () => {
    expect(signUpInputErrors({ email: 'ola.example.test', password: '  ' })).toEqual([
      { property: 'email', code: 'INVALID' },
      { property: 'password', code: 'BLANK' },
    ]);
  });
});
