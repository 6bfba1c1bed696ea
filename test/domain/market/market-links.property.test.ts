import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appStoreBadgesFor } from '#domain/market/app-store-badges';
import { clubLandingPageFor } from '#domain/market/club-landing';
import { MARKETS } from '#domain/market/markets';
import { PRODUCT_HOSTS } from '#domain/market/product-hosts';
import { redirectPolicyFor, safeRedirect } from '#domain/navigation/safe-redirect';
import { localeArbitrary } from '#test/support/arbitraries/routing.arbitrary';

describe('market links properties', () => {
  it('shows app-store badges exactly in the markets with a footer, each an https store link', () => {
    fc.assert(
      fc.property(localeArbitrary, (locale) => {
        const badges = appStoreBadgesFor(locale);
        expect(badges.length > 0).toBe(MARKETS[locale].hasFooter);
        for (const badge of badges) {
          const url = new URL(badge.href);
          expect(url.protocol).toBe('https:');
          expect(['play.google.com', 'apps.apple.com']).toContain(url.host);
        }
      }),
    );
  });

  it('has a club landing page exactly where the club is on, on one of our own domains, so it is a safe redirect', () => {
    fc.assert(
      fc.property(localeArbitrary, (locale) => {
        const page = clubLandingPageFor(locale);
        expect(page !== null).toBe(MARKETS[locale].features.club);
        if (page === null) return;
        expect(PRODUCT_HOSTS.ownDomains).toContain(new URL(page).host);
        const policy = redirectPolicyFor(`https://${PRODUCT_HOSTS.storefront}`);
        expect(safeRedirect(page, policy)).toEqual({ ok: true, value: page });
      }),
    );
  });
});
