import { describe, expect, it } from 'vitest';
import { toClientUser } from '#domain/auth/user';

describe('server user -> client user (spec §3)', () => {
  it('renames the fields and takes the embedded playback limit', () => {
    expect(
      toClientUser({
        id: '6f1c7d0e-1111-4a2b-8c3d-000000000001',
        email: 'jan@example.test',
        has_club: true,
        marketing_consent: false,
        newsletter: true,
        created_at: '2026-11-22T10:00:00+00:00',
        tracking_id: 'abc',
        _embedded: { 'app:playback-limit': [{ limit: 3, used: 1 }] },
      }),
    ).toEqual({
      id: '6f1c7d0e-1111-4a2b-8c3d-000000000001',
      email: 'jan@example.test',
      isClubMember: true,
      hasMarketingConsent: false,
      newsletter: true,
      trackingId: 'abc',
      createdAt: '2026-11-22T10:00:00+00:00',
      playbackLimit: { limit: 3, used: 1 },
    });
  });

  it('has no playback limit when none is embedded', () => {
    const base = {
      id: 'u',
      email: 'e@x.test',
      has_club: false,
      marketing_consent: true,
      newsletter: false,
      created_at: '2026-01-01T00:00:00+00:00',
      tracking_id: null,
    };
    expect(toClientUser(base).playbackLimit).toBeNull();
    expect(toClientUser({ ...base, _embedded: {} }).playbackLimit).toBeNull();
    expect(toClientUser({ ...base, _embedded: { 'app:playback-limit': [] } }).playbackLimit).toBeNull();
    expect(toClientUser(base)).toMatchObject({ hasMarketingConsent: true, trackingId: null });
  });

  it('carries isAlphaTester only when the server says true', () => {
    const base = {
      id: 'u',
      email: 'e@x.test',
      has_club: false,
      marketing_consent: false,
      newsletter: false,
      created_at: '2026-01-01T00:00:00+00:00',
      tracking_id: null,
    };
    expect(toClientUser({ ...base, is_alpha_tester: true }).isAlphaTester).toBe(true);
    expect(toClientUser({ ...base, is_alpha_tester: false })).not.toHaveProperty('isAlphaTester');
    expect(toClientUser(base)).not.toHaveProperty('isAlphaTester');
  });
});
