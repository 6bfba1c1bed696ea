import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { IdentityProvider, IdentityProviderPort } from '#application/ports/identity-provider.port';
import type { CatalogId } from '#domain/market/market';
import { AppleSignInJsProvider } from '#infrastructure/browser/apple-sign-in-js-provider';
import {
  type GoogleIdConfiguration,
  GoogleIdentityServicesProvider,
} from '#infrastructure/browser/google-identity-services-provider';
import { PopupDevelopmentIdentityProvider } from '#infrastructure/browser/popup-development-identity-provider';
import { PerProviderIdentityProvider } from '#infrastructure/browser/provider-id-token-source';
import { FakeIdentityProvider } from '#test/support/fakes/fake-identity-provider';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { FakeSocialSignInGateway } from '#test/support/fakes/fake-social-sign-in-gateway';

const sha256Hex = async (value: string) => createHash('sha256').update(value).digest('hex');

/** The visitor at the provider: consents as an address, or closes the window. */
interface Visitor {
  email: string | null;
}

/** An IdentityProviderPort whose provider answers as the visitor says, with tokens the fake API issues. */
type ProviderFactory = (api: FakeSocialSignInGateway, visitor: Visitor) => IdentityProviderPort;

const counter = () => {
  let n = 0;
  return () => `value-${(n += 1)}`;
};

/** The development provider's popup, coming back to this origin with a token for the nonce claim it was asked with. */
const developmentPopup: ProviderFactory = (api, visitor) =>
  new PopupDevelopmentIdentityProvider({
    open: (url) => {
      const asked = new URL(url, 'http://127.0.0.1');
      const provider = asked.pathname.split('/')[3] as IdentityProvider;
      const state = asked.searchParams.get('state') ?? '';
      const answer = visitor.email
        ? { id_token: api.issue(provider, visitor.email, asked.searchParams.get('nonce') ?? ''), state }
        : null;
      return {
        closed: answer === null,
        location: { href: `http://127.0.0.1/en/sign-in#${new URLSearchParams(answer ?? {}).toString()}` },
        close: () => undefined,
      };
    },
    returnPath: () => '/en/sign-in',
    randomValue: counter(),
    sha256Hex,
    wait: async () => undefined,
  });

/** Google Identity Services and Sign in with Apple JS, their globals already on the page. */
const providerScripts: ProviderFactory = (api, visitor) => {
  let google: GoogleIdConfiguration | null = null;
  let apple: { nonce: string; state: string } | null = null;
  const randomValue = counter();
  return new PerProviderIdentityProvider({
    google: new GoogleIdentityServicesProvider({
      clientId: 'google-client',
      randomValue,
      sha256Hex,
      google: async () => ({
        accounts: {
          id: {
            initialize: (configuration) => {
              google = configuration;
            },
            prompt: (notify = () => undefined) => {
              if (!google) return;
              if (visitor.email) google.callback({ credential: api.issue('google', visitor.email, google.nonce) });
              else
                notify({ getMomentType: () => 'skipped', isNotDisplayed: () => false, getDismissedReason: () => '' });
            },
          },
        },
      }),
    }),
    apple: new AppleSignInJsProvider({
      clientId: 'apple-client',
      redirectUri: () => 'https://audiora.example/',
      randomValue,
      sha256Hex,
      appleId: async () => ({
        auth: {
          init: (configuration) => {
            apple = configuration;
          },
          signIn: async () => {
            if (!visitor.email || !apple) throw Object.assign(new Error('closed'), { error: 'popup_closed_by_user' });
            return { authorization: { id_token: api.issue('apple', visitor.email, apple.nonce), state: apple.state } };
          },
        },
      }),
    }),
  });
};

/** The storefront's fake, which the use case tests stand on. */
const fake: ProviderFactory = (api, visitor) => {
  const provider = new FakeIdentityProvider(api);
  // The fake reads its visitor when asked: consenting or failing as the visitor is at that moment.
  return {
    googleIdToken: () =>
      (visitor.email ? provider.consentsAs(visitor.email) : provider.failsWith('closed')).googleIdToken(),
    appleIdToken: () =>
      (visitor.email ? provider.consentsAs(visitor.email) : provider.failsWith('closed')).appleIdToken(),
  };
};

/** What every IdentityProviderPort must do: tokens the API takes as the provider's, bound to the browser, or a failure. */
const identityProviderContract = (name: string, factory: ProviderFactory) => {
  describe(`IdentityProviderPort contract: ${name}`, () => {
    const setup = () => {
      const api = new FakeSocialSignInGateway(new FakeSessionGateway());
      const visitor: Visitor = { email: 'ola@example.test' };
      const signInAt = (provider: IdentityProvider) => async () => {
        const token = await (provider === 'google' ? port.googleIdToken() : port.appleIdToken());
        if (!token.ok) return token;
        return api.signIn({
          provider,
          token: token.value,
          catalogId: 'en-catalog' as CatalogId,
          deviceId: 'device-1',
          termsOfService: true,
          marketingConsent: false,
        });
      };
      const port = factory(api, visitor);
      return { visitor, google: signInAt('google'), apple: signInAt('apple') };
    };

    it("answers each provider's token, which the API takes for that provider, and a fresh one each time", async () => {
      const { google, apple } = setup();
      expect(await google()).toEqual({ ok: true, value: { created: true } });
      expect(await apple()).toEqual({ ok: true, value: { created: false } });
      expect(await google()).toEqual({ ok: true, value: { created: false } });
    });

    it('fails with IDENTITY.PROVIDER_FAILED when the visitor does not consent', async () => {
      const { visitor, google, apple } = setup();
      visitor.email = null;
      expect(await google()).toMatchObject({ ok: false, error: { code: 'IDENTITY.PROVIDER_FAILED' } });
      expect(await apple()).toMatchObject({ ok: false, error: { code: 'IDENTITY.PROVIDER_FAILED' } });
    });
  });
};

identityProviderContract('the fake', fake);
identityProviderContract("the server's development provider in a popup", developmentPopup);
identityProviderContract('Google Identity Services and Sign in with Apple JS', providerScripts);
