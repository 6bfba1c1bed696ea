// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogId } from '#domain/market/market';
import type { AppleIdGlobal } from '#infrastructure/browser/apple-sign-in-js-provider';
import type {
  GoogleIdConfiguration,
  GoogleIdentityServices,
} from '#infrastructure/browser/google-identity-services-provider';
import type { ContainerConfig } from '#infrastructure/composition/container-config';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { FakeSocialSignInGateway } from '#test/support/fakes/fake-social-sign-in-gateway';

const config = { apiOrigin: 'http://localhost', brand: 'audiora', userAgent: 'test' };
const page = window as Window & { google?: GoogleIdentityServices; AppleID?: AppleIdGlobal };

/**
 * A page whose Google and Apple scripts are already there, each handing out a token the fake API trusts (for the
 * nonce claim it was asked with), and whose development provider's popup the browser refuses to open.
 */
const setup = (settings: Pick<ContainerConfig, 'googleClientId' | 'appleClientId'>) => {
  const session = new FakeSessionGateway();
  const api = new FakeSocialSignInGateway(session);
  let googleAsked: GoogleIdConfiguration | null = null;
  page.google = {
    accounts: {
      id: {
        initialize: (configuration) => {
          googleAsked = configuration;
        },
        prompt: () => googleAsked?.callback({ credential: api.issue('google', 'g@example.test', googleAsked.nonce) }),
      },
    },
  };
  let appleAsked: { nonce: string; state: string } | null = null;
  page.AppleID = {
    auth: {
      init: (configuration) => {
        appleAsked = configuration;
      },
      signIn: async () => ({
        authorization: {
          id_token: api.issue('apple', 'a@example.test', appleAsked?.nonce),
          state: appleAsked?.state ?? '',
        },
      }),
    },
  };
  const opened: string[] = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  const signIn = createContainer({ ...config, ...settings }, { socialSignInGateway: api, sessionGateway: session }).get(
    TOKENS.SignInWithProvider,
  );
  const signInWith = (provider: 'google' | 'apple') =>
    signIn.execute(
      { provider, catalogId: 'pl-catalog' as CatalogId, marketingConsent: false },
      { awaitSessionWhenCreated: false },
    );
  return { api, opened, signInWith };
};

const popupRefused = {
  ok: false,
  error: { code: 'IDENTITY.PROVIDER_FAILED', reason: 'The provider window could not be opened' },
};

describe('the identity provider sign-in is given (spec §6)', () => {
  afterEach(() => {
    delete page.google;
    delete page.AppleID;
    vi.restoreAllMocks();
  });

  it("asks Google Identity Services with Google's client id, and Apple's development provider without Apple's", async () => {
    const { api, opened, signInWith } = setup({ googleClientId: '1234-web.apps.googleusercontent.com' });

    expect(await signInWith('google')).toEqual({ ok: true, value: { created: true, user: null } });
    // The fake API takes a token only when its nonce claim is the SHA-256 of the nonce the browser sends with it.
    expect(api.requests.map((request) => [request.provider, typeof request.token.nonce])).toEqual([
      ['google', 'string'],
    ]);
    expect(await signInWith('apple')).toEqual(popupRefused);
    expect(opened).toEqual([expect.stringMatching(/^\/dev\/idp\/apple\/authorize\?/)]);
  });

  it("asks Sign in with Apple JS with Apple's client id, and Google's development provider without Google's", async () => {
    const { opened, signInWith } = setup({ appleClientId: 'com.audiora.web' });

    expect(await signInWith('apple')).toEqual({ ok: true, value: { created: true, user: null } });
    expect(await signInWith('google')).toEqual(popupRefused);
    expect(opened).toEqual([expect.stringMatching(/^\/dev\/idp\/google\/authorize\?/)]);
  });

  it('asks the development provider for both without client ids', async () => {
    const { opened, signInWith } = setup({});

    expect(await signInWith('google')).toEqual(popupRefused);
    expect(await signInWith('apple')).toEqual(popupRefused);
    expect(opened.map((url) => url.split('?')[0])).toEqual(['/dev/idp/google/authorize', '/dev/idp/apple/authorize']);
  });
});
