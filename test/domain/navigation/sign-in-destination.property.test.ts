import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectPolicyFor, safeRedirect } from '#domain/navigation/safe-redirect';
import { signInDestination } from '#domain/navigation/sign-in-destination';

const ORIGIN = 'https://www.audiora.example';
const policy = redirectPolicyFor(ORIGIN);
const HOME = '/pl';

const hostile = fc.oneof(
  fc.constantFrom(
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/%2fevil.example',
    'javascript:alert(1)',
    ' //evil.example',
    '/.//evil.example',
  ),
  fc.string(),
  fc.webUrl(),
);

describe('sign-in destination properties (spec §4, §5)', () => {
  it('is the home page or a target the safe-redirect rule accepts, and never leads to another host', () => {
    fc.assert(
      fc.property(hostile, (requested) => {
        const destination = signInDestination(requested, policy, HOME);
        const checked = safeRedirect(requested, policy);
        expect(destination).toBe(checked.ok ? checked.value : HOME);
        const host = new URL(destination, ORIGIN).host;
        expect([new URL(ORIGIN).host, ...policy.allowedHosts]).toContain(host);
      }),
    );
  });

  it('follows a path of this store as it was asked for', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z0-9-]{1,12}){1,4}$/), (path) => {
        expect(signInDestination(path, policy, HOME)).toBe(path);
      }),
    );
  });

  it('goes home when nothing was asked for', () => {
    expect(signInDestination(null, policy, HOME)).toBe(HOME);
  });
});
