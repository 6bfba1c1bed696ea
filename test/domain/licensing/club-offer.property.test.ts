import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { isOfferedInClub } from '#domain/licensing/club-offer';

describe('isOfferedInClub (spec §1 club flag, §3 is_available_in_subscription)', () => {
  it('offers a club title in pl, de, cz, lt and tr, never in sk, es or en', () => {
    const offering = LOCALES.filter((locale) => isOfferedInClub(MARKETS[locale].features, true));
    expect([...offering].sort()).toEqual(['cz', 'de', 'lt', 'pl', 'tr']);
  });

  it('needs both the market’s club and the title’s place in it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (club, inSubscription) => {
        expect(isOfferedInClub({ club }, inSubscription)).toBe(club && inSubscription);
      }),
    );
  });
});
