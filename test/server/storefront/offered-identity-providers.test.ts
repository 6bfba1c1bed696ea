import { describe, expect, it } from 'vitest';
import { offeredIdentityProviders } from '#server/storefront/storefront-handler';

describe('the identity providers sign-in offers', () => {
  it('offers both through the development stand-in, whatever is configured', () => {
    expect(offeredIdentityProviders({ developmentStandIns: true })).toEqual(['google', 'apple']);
    expect(offeredIdentityProviders({ developmentStandIns: true, appleClientId: 'com.audiora.web' })).toEqual([
      'google',
      'apple',
    ]);
  });

  it('without the stand-ins, offers only the providers with a client id', () => {
    expect(offeredIdentityProviders({ developmentStandIns: false })).toEqual([]);
    expect(offeredIdentityProviders({ developmentStandIns: false, appleClientId: 'com.audiora.web' })).toEqual([
      'apple',
    ]);
    expect(
      offeredIdentityProviders({ developmentStandIns: false, googleClientId: '1234-web.apps.googleusercontent.com' }),
    ).toEqual(['google']);
  });
});
