import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GOOGLE_IDENTITY_SERVICES_URL,
  type GoogleIdConfiguration,
  type GoogleIdentityServices,
  GoogleIdentityServicesProvider,
  type GooglePromptMoment,
} from '#infrastructure/browser/google-identity-services-provider';
import { scriptLoader } from '#infrastructure/browser/script-loader';
import { fakeScriptPage } from '#test/support/fakes/fake-script-document';

const sha256Hex = async (value: string) => createHash('sha256').update(value).digest('hex');

const moment = (type: 'display' | 'skipped' | 'dismissed', detail: { notDisplayed?: boolean; reason?: string } = {}) =>
  ({
    getMomentType: () => type,
    isNotDisplayed: () => detail.notDisplayed ?? false,
    getDismissedReason: () => detail.reason ?? '',
  }) satisfies GooglePromptMoment;

type Visitor = (configuration: GoogleIdConfiguration, notify: (moment: GooglePromptMoment) => void) => void;

/** Google Identity Services in memory: what it was initialised with, and a visitor who answers each prompt. */
class FakeGoogleIdentityServices implements GoogleIdentityServices {
  readonly initialized: GoogleIdConfiguration[] = [];
  prompts = 0;
  #visitor: Visitor;

  constructor(visitor: Visitor) {
    this.#visitor = visitor;
  }

  readonly accounts = {
    id: {
      initialize: (configuration: GoogleIdConfiguration) => {
        this.initialized.push(configuration);
      },
      prompt: (listener: (moment: GooglePromptMoment) => void = () => undefined) => {
        this.prompts += 1;
        const configuration = this.initialized.at(-1);
        if (configuration) this.#visitor(configuration, listener);
      },
    },
  };
}

/** A visitor who picks an account: Google's order is the dismissal moment, then the credential. */
const picksAccount: Visitor = (configuration, notify) => {
  notify(moment('display'));
  notify(moment('dismissed', { reason: 'credential_returned' }));
  configuration.callback({ credential: `id-token-for-${configuration.nonce}` });
};

const setup = (visitor: Visitor = picksAccount) => {
  const page = fakeScriptPage<GoogleIdentityServices>();
  const google = new FakeGoogleIdentityServices(visitor);
  let values = 0;
  const provider = new GoogleIdentityServicesProvider({
    clientId: '1234-web.apps.googleusercontent.com',
    google: scriptLoader(page.document, GOOGLE_IDENTITY_SERVICES_URL, page.loaded),
    randomValue: () => `nonce-${(values += 1)}`,
    sha256Hex,
  });
  /** A click, with the script it adds (at once, before its first await) loading or failing. */
  const click = (load: 'loads' | 'fails' | 'present' = 'present') => {
    const answer = provider.idToken();
    if (load === 'loads') page.run(page.scripts.length - 1, google);
    if (load === 'fails') page.fail(page.scripts.length - 1);
    return answer;
  };
  return { page, google, click };
};

const failure = (reason: string) => ({ ok: false, error: { code: 'IDENTITY.PROVIDER_FAILED', reason } });

describe('GoogleIdentityServicesProvider (spec §6: Google sign-in through Google Identity Services)', () => {
  it('loads Google Identity Services on the first click, once, and answers the credential with the nonce it hashed', async () => {
    const { page, google, click } = setup();
    expect(page.scripts).toHaveLength(0);

    const first = await click('loads');
    const claim = await sha256Hex('nonce-1');
    expect(first).toEqual({ ok: true, value: { idToken: `id-token-for-${claim}`, nonce: 'nonce-1' } });
    expect(page.scripts.map((script) => [script.src, script.async])).toEqual([[GOOGLE_IDENTITY_SERVICES_URL, true]]);
    expect(google.initialized[0]).toMatchObject({
      client_id: '1234-web.apps.googleusercontent.com',
      nonce: claim,
      ux_mode: 'popup',
      context: 'signin',
      auto_select: false,
      use_fedcm_for_prompt: true,
    });

    const second = await click();
    expect(second).toMatchObject({ ok: true, value: { nonce: 'nonce-2' } });
    expect(google.initialized.map((configuration) => configuration.nonce)).toEqual([claim, await sha256Hex('nonce-2')]);
    expect(google.prompts).toBe(2);
    expect(page.scripts).toHaveLength(1);
  });

  it("answers 'Missing token' when Google calls back without a credential", async () => {
    const { click } = setup((configuration) => configuration.callback({}));
    expect(await click('loads')).toEqual(failure('Missing token'));
  });

  it('fails, instead of waiting for ever, when the visitor closes the prompt or it cannot be shown', async () => {
    const closed = setup((_, notify) => notify(moment('skipped')));
    expect(await closed.click('loads')).toEqual(failure('The provider window was closed'));

    const cancelled = setup((_, notify) => notify(moment('dismissed', { reason: 'cancel_called' })));
    expect(await cancelled.click('loads')).toEqual(failure('The provider window was closed'));

    const hidden = setup((_, notify) => notify(moment('display', { notDisplayed: true })));
    expect(await hidden.click('loads')).toEqual(failure('The provider window could not be opened'));
  });

  it('fails when the script cannot be loaded, and loads it again on the next click', async () => {
    const { page, google, click } = setup();

    expect(await click('fails')).toEqual(failure("The provider's script could not be loaded"));
    expect(google.prompts).toBe(0);

    expect(await click('loads')).toMatchObject({ ok: true });
    expect(page.scripts).toHaveLength(2);
  });
});
