import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_OPTIONAL_COOKIES,
  COOKIE_PURPOSES,
  effectiveConsent,
  NO_OPTIONAL_COOKIES,
} from '#domain/privacy/cookie-consent';

describe('cookie consent (spec §2 privacy settings)', () => {
  it('offers analytics and marketing as the optional purposes', () => {
    expect(COOKIE_PURPOSES).toEqual(['analytics', 'marketing']);
  });

  it('allows nothing optional before a choice is made (opt-in)', () => {
    expect(effectiveConsent(null)).toEqual({ analytics: false, marketing: false });
    expect(NO_OPTIONAL_COOKIES).toEqual({ analytics: false, marketing: false });
    expect(ALL_OPTIONAL_COOKIES).toEqual({ analytics: true, marketing: true });
  });

  it('keeps whatever was chosen', () => {
    fc.assert(
      fc.property(fc.record({ analytics: fc.boolean(), marketing: fc.boolean() }), (consent) => {
        expect(effectiveConsent(consent)).toEqual(consent);
      }),
    );
  });
});
