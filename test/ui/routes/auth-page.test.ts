import { describe, expect, it } from 'vitest';
import { authPageData } from '#ui/routes/auth-page';

describe('the sign-in and sign-up pages data', () => {
  it('carries the providers the server offers, and both when it says none (the development default)', () => {
    const url = new URL('http://127.0.0.1:3000/en/sign-in');
    expect(authPageData(url, { identityProviders: ['apple'] }).identityProviders).toEqual(['apple']);
    expect(authPageData(url, { identityProviders: [] }).identityProviders).toEqual([]);
    expect(authPageData(url, {}).identityProviders).toEqual(['google', 'apple']);
  });
});
