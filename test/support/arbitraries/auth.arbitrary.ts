import fc from 'fast-check';
import type { AuthState } from '#domain/auth/auth-state';
import type { AuthEvent } from '#domain/auth/auth.reducer';
import { toClientUser, type ServerUser, type User } from '#domain/auth/user';

/** A user as GET /me sends it, with or without an embedded playback limit. */
export const serverUserArbitrary: fc.Arbitrary<ServerUser> = fc.record(
  {
    id: fc.uuid(),
    email: fc.emailAddress(),
    has_club: fc.boolean(),
    marketing_consent: fc.boolean(),
    newsletter: fc.boolean(),
    created_at: fc
      .integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 0, 1) })
      .map((ms) => new Date(ms).toISOString().replace('.000Z', '+00:00')),
    tracking_id: fc.option(fc.uuid(), { nil: null }),
    is_alpha_tester: fc.boolean(),
    _embedded: fc.record(
      { 'app:playback-limit': fc.array(fc.record({ limit: fc.nat(100), used: fc.nat(100) }), { maxLength: 2 }) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['id', 'email', 'has_club', 'marketing_consent', 'newsletter', 'created_at', 'tracking_id'] },
);

/** A user in the client form. */
export const userArbitrary: fc.Arbitrary<User> = serverUserArbitrary.map(toClientUser);

const origin = fc.constantFrom('this-tab' as const, 'other-tab' as const);

/** Any auth event, from this tab or broadcast from another. */
export const authEventArbitrary: fc.Arbitrary<AuthEvent> = fc.oneof(
  fc.constant({ type: 'startCheckRequested' } as const),
  userArbitrary.map((user) => ({ type: 'profileLoaded', user }) as const),
  fc.record({ type: fc.constant('profileLoadFailed' as const), reason: fc.constantFrom('noSession', 'unreachable') }),
  fc.record({ type: fc.constant('signedIn' as const), user: userArbitrary, origin }),
  fc.record({ type: fc.constant('signedOut' as const), origin }),
  fc.record({ type: fc.constant('userUpdated' as const), user: userArbitrary, origin }),
);

/** Any auth state the reducer can be in. */
export const authStateArbitrary: fc.Arbitrary<AuthState> = fc.oneof(
  fc.constant({ status: 'idle', user: null } as const),
  fc.constant({ status: 'pending', user: null } as const),
  fc.record({ status: fc.constant('fetched' as const), user: fc.option(userArbitrary, { nil: null }) }),
);
