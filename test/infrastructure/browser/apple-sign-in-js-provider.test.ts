import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  APPLE_SIGN_IN_JS_URL,
  type AppleIdAuthConfiguration,
  type AppleIdGlobal,
  AppleSignInJsProvider,
  type AppleSignInResponse,
} from '#infrastructure/browser/apple-sign-in-js-provider';
import { scriptLoader } from '#infrastructure/browser/script-loader';
import { fakeScriptPage } from '#test/support/fakes/fake-script-document';

const sha256Hex = async (value: string) => createHash('sha256').update(value).digest('hex');

type Visitor = (configuration: AppleIdAuthConfiguration) => Promise<AppleSignInResponse>;

/** Sign in with Apple JS in memory: what it was initialised with, and a visitor who answers each popup. */
class FakeAppleId implements AppleIdGlobal {
  readonly initialized: AppleIdAuthConfiguration[] = [];
  readonly #visitor: Visitor;

  constructor(visitor: Visitor) {
    this.#visitor = visitor;
  }

  readonly auth = {
    init: (configuration: AppleIdAuthConfiguration) => {
      this.initialized.push(configuration);
    },
    signIn: () => {
      const configuration = this.initialized.at(-1);
      return configuration ? this.#visitor(configuration) : Promise.reject(new Error('AppleID.auth.init first'));
    },
  };
}

const consents: Visitor = async (configuration) => ({
  authorization: { id_token: `apple-token-for-${configuration.nonce}`, state: configuration.state },
});

const setup = (visitor: Visitor = consents) => {
  const page = fakeScriptPage<AppleIdGlobal>();
  const appleId = new FakeAppleId(visitor);
  let values = 0;
  const provider = new AppleSignInJsProvider({
    clientId: 'com.audiora.web',
    redirectUri: () => 'https://audiora.example/',
    appleId: scriptLoader(page.document, APPLE_SIGN_IN_JS_URL, page.loaded),
    randomValue: () => `value-${(values += 1)}`,
    sha256Hex,
  });
  /** A click, with the script it adds (at once, before its first await) loading or failing. */
  const click = (load: 'loads' | 'fails' | 'present' = 'present') => {
    const answer = provider.idToken();
    if (load === 'loads') page.run(page.scripts.length - 1, appleId);
    if (load === 'fails') page.fail(page.scripts.length - 1);
    return answer;
  };
  return { page, appleId, click };
};

const failure = (reason: string) => ({ ok: false, error: { code: 'IDENTITY.PROVIDER_FAILED', reason } });

describe('AppleSignInJsProvider (spec §6: Apple sign-in through Sign in with Apple JS)', () => {
  it("loads Apple's script on the first click, once, and answers the popup's id_token with the nonce it hashed", async () => {
    const { page, appleId, click } = setup();
    expect(page.scripts).toHaveLength(0);

    const first = await click('loads');
    const claim = await sha256Hex('value-2');
    expect(first).toEqual({ ok: true, value: { idToken: `apple-token-for-${claim}`, nonce: 'value-2' } });
    expect(page.scripts.map((script) => [script.src, script.async])).toEqual([[APPLE_SIGN_IN_JS_URL, true]]);
    expect(appleId.initialized[0]).toEqual({
      clientId: 'com.audiora.web',
      scope: 'name email',
      redirectURI: 'https://audiora.example/',
      state: 'value-1',
      nonce: claim,
      usePopup: true,
    });

    expect(await click()).toMatchObject({ ok: true, value: { nonce: 'value-4' } });
    expect(appleId.initialized[1]).toMatchObject({ state: 'value-3', nonce: await sha256Hex('value-4') });
    expect(page.scripts).toHaveLength(1);
  });

  it('refuses an answer for another state', async () => {
    const { click } = setup(async () => ({ authorization: { id_token: 'planted', state: 'someone-elses' } }));
    expect(await click('loads')).toEqual(failure('State mismatch'));
  });

  it("answers 'Missing token' when the authorization carries no id_token", async () => {
    const { click } = setup(async (configuration) => ({ authorization: { state: configuration.state } }));
    expect(await click('loads')).toEqual(failure('Missing token'));
  });

  it("maps the popup's failures: closed or cancelled, blocked, and anything else by Apple's code", async () => {
    // Apple rejects with a plain object (`{ error }`), not an Error.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const rejecting = (error: unknown) => setup(() => Promise.reject(error));

    expect(await rejecting({ error: 'popup_closed_by_user' }).click('loads')).toEqual(
      failure('The provider window was closed'),
    );
    expect(await rejecting({ error: 'user_cancelled_authorize' }).click('loads')).toEqual(
      failure('The provider window was closed'),
    );
    expect(await rejecting({ error: 'popup_blocked_by_browser' }).click('loads')).toEqual(
      failure('The provider window could not be opened'),
    );
    expect(await rejecting({ error: 'invalid_request' }).click('loads')).toEqual(
      failure('Apple answered invalid_request'),
    );
    expect(await rejecting(new Error('boom')).click('loads')).toEqual(failure('Apple answered unknown'));
  });

  it('fails when the script cannot be loaded, and loads it again on the next click', async () => {
    const { page, appleId, click } = setup();

    expect(await click('fails')).toEqual(failure("The provider's script could not be loaded"));
    expect(appleId.initialized).toHaveLength(0);

    expect(await click('loads')).toMatchObject({ ok: true });
    expect(page.scripts).toHaveLength(2);
  });
});
