import type { User, UserId } from '#domain/auth/user';

/** A signed-in user with sensible defaults; override what the test cares about. */
export const aUser = (overrides: Partial<User> = {}): User => ({
  id: '6f1c7d0e-1111-4a2b-8c3d-000000000001' as UserId,
  email: 'jan@example.test',
  isClubMember: false,
  hasMarketingConsent: false,
  newsletter: false,
  trackingId: 'track-1',
  createdAt: '2026-11-22T10:00:00+00:00',
  playbackLimit: null,
  ...overrides,
});
