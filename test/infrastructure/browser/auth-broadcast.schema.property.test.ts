import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import { authBroadcastSchema } from '#infrastructure/browser/auth-broadcast.schema';
import { userArbitrary } from '#test/support/arbitraries/auth.arbitrary';

const broadcastArbitrary: fc.Arbitrary<AuthBroadcast> = fc.oneof(
  userArbitrary.map((user) => ({ type: 'signedIn', user }) as const),
  fc.constant({ type: 'signedOut' } as const),
  userArbitrary.map((user) => ({ type: 'userUpdated', user }) as const),
);

describe('authBroadcastSchema properties', () => {
  it('gives back every message a tab can send, unchanged, after a structured clone', () => {
    fc.assert(
      fc.property(broadcastArbitrary, (message) => {
        expect(authBroadcastSchema.parse(structuredClone(message))).toEqual(message);
      }),
    );
  });

  it('never throws on anything another script could post: it parses or refuses', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(() => authBroadcastSchema.safeParse(data)).not.toThrow();
      }),
    );
  });
});
