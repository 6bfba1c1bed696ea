import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '#domain/auth/auth-state';
import { CLUB_PROMO_COOKIE, shouldShowClubPromoBar } from '#domain/shell/club-promo-bar';

const statuses: AuthStatus[] = ['idle', 'pending', 'fetched'];
const combinations = statuses.flatMap((userStatus) =>
  [false, true].flatMap((isClubMember) =>
    [undefined, 'closed', 'open', ''].flatMap((promoCookie) =>
      [false, true].map((isClubEnabled) => ({ userStatus, isClubMember, promoCookie, isClubEnabled })),
    ),
  ),
);

describe('shouldShowClubPromoBar (spec §4, §6)', () => {
  it('reads the w3club cookie for the value closed', () => {
    expect(CLUB_PROMO_COOKIE).toEqual({ name: 'w3club', closedValue: 'closed' });
  });

  it('shows for a fetched non-member who has not closed it, in a club market', () => {
    expect(
      shouldShowClubPromoBar({
        userStatus: 'fetched',
        isClubMember: false,
        promoCookie: undefined,
        isClubEnabled: true,
      }),
    ).toBe(true);
  });

  it.each(combinations)('%j', (input) => {
    const expected =
      input.userStatus === 'fetched' && !input.isClubMember && input.promoCookie !== 'closed' && input.isClubEnabled;
    expect(shouldShowClubPromoBar(input)).toBe(expected);
  });
});
