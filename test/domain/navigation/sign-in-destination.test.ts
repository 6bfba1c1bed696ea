import { describe, expect, it } from 'vitest';
import { redirectPolicyFor } from '#domain/navigation/safe-redirect';
import { signInDestination } from '#domain/navigation/sign-in-destination';

const policy = redirectPolicyFor('https://www.audiora.example');

describe('signInDestination (spec §4, §5 redirectTo)', () => {
  it('follows a path of this store, and an address of this store normalised', () => {
    expect(signInDestination('/pl/koszyk', policy, '/pl')).toBe('/pl/koszyk');
    expect(signInDestination('https://www.audiora.example/en/cart?x=1', policy, '/pl')).toBe(
      'https://www.audiora.example/en/cart?x=1',
    );
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', ''])(
    'goes to the market home instead of %s',
    (requested) => {
      expect(signInDestination(requested, policy, '/pl')).toBe('/pl');
    },
  );
});
