import { describe, expect, it } from 'vitest';
import type { AuthState } from '#domain/auth/auth-state';
import { NEWSLETTER_OFFER_COOKIE, shouldOfferNewsletter } from '#domain/shell/newsletter-offer';
import { aUser } from '#test/support/mothers/user.mother';

const signedIn = (newsletter: boolean): AuthState => ({ status: 'fetched', user: aUser({ newsletter }) });

describe('shouldOfferNewsletter (spec §2 footer, §6)', () => {
  it.each([
    ['a signed-in pl user not subscribed', signedIn(false), 'pl', undefined, true],
    ['a cookie other than the closed value', signedIn(false), 'pl', 'later', true],
    ['a subscriber', signedIn(true), 'pl', undefined, false],
    ['after a dismissal', signedIn(false), 'pl', NEWSLETTER_OFFER_COOKIE.closedValue, false],
    ['a visitor', { status: 'fetched', user: null }, 'pl', undefined, false],
    ['a session not fetched yet', { status: 'pending', user: aUser({ newsletter: false }) }, 'pl', undefined, false],
    ['a market whose footer has no modal', signedIn(false), 'en', undefined, false],
  ] as const)('%s: %s', (_, auth, locale, offerCookie, offered) => {
    expect(shouldOfferNewsletter({ auth, locale, offerCookie })).toBe(offered);
  });
});
