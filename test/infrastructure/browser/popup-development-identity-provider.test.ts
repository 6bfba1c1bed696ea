import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type PopupLike,
  PopupDevelopmentIdentityProvider,
} from '#infrastructure/browser/popup-development-identity-provider';

/** A popup that shows the given addresses, one per look, then stays on the last (or closes, when asked to). */
class FakePopup implements PopupLike {
  closed = false;
  readonly #pages: string[];
  closedByVisitorAfter: number | null = null;
  #looks = 0;

  constructor(pages: string[]) {
    this.#pages = pages;
  }

  get location() {
    this.#looks += 1;
    if (this.closedByVisitorAfter !== null && this.#looks > this.closedByVisitorAfter) this.closed = true;
    const page = this.#pages[Math.min(this.#looks, this.#pages.length) - 1] ?? 'about:blank';
    if (page === 'cross-origin') throw new DOMException('Blocked a frame', 'SecurityError');
    return { href: page };
  }

  close() {
    this.closed = true;
  }
}

const setup = (answer: (opened: URL) => string[], popupHook: (popup: FakePopup) => void = () => undefined) => {
  const opened: URL[] = [];
  let values = 0;
  let popup: FakePopup | null = null;
  const provider = new PopupDevelopmentIdentityProvider({
    open: (url) => {
      const address = new URL(url, 'http://127.0.0.1');
      opened.push(address);
      popup = new FakePopup(answer(address));
      popupHook(popup);
      return popup;
    },
    returnPath: () => '/pl/zaloguj',
    randomValue: () => `value-${(values += 1)}`,
    sha256Hex: async (value) => createHash('sha256').update(value).digest('hex'),
    wait: async () => undefined,
  });
  return { provider, opened, popup: () => popup };
};

const back = (fragment: Record<string, string>) =>
  `http://127.0.0.1/pl/zaloguj#${new URLSearchParams(fragment).toString()}`;

describe('PopupDevelopmentIdentityProvider (api-contract "Google/Apple": the development consent page)', () => {
  it("opens the provider's consent page with the return path, a state and the nonce's SHA-256, and reads the token back", async () => {
    const { provider, opened, popup } = setup((url) => [
      'about:blank',
      'cross-origin',
      back({ id_token: 'the-token', state: url.searchParams.get('state') ?? '' }),
    ]);

    const answer = await provider.googleIdToken();

    expect(answer).toEqual({ ok: true, value: { idToken: 'the-token', nonce: 'value-2' } });
    expect(opened[0]?.pathname).toBe('/dev/idp/google/authorize');
    expect(Object.fromEntries(opened[0]?.searchParams ?? [])).toEqual({
      redirect_uri: '/pl/zaloguj',
      state: 'value-1',
      nonce: createHash('sha256').update('value-2').digest('hex'),
    });
    expect(popup()?.closed).toBe(true);
  });

  it("asks Apple's development provider for Apple", async () => {
    const { provider, opened } = setup((url) => [back({ id_token: 't', state: url.searchParams.get('state') ?? '' })]);

    expect((await provider.appleIdToken()).ok).toBe(true);
    expect(opened[0]?.pathname).toBe('/dev/idp/apple/authorize');
  });

  it("answers 'Missing token' when the provider comes back without one", async () => {
    const { provider } = setup((url) => [back({ state: url.searchParams.get('state') ?? '' })]);

    expect(await provider.googleIdToken()).toEqual({
      ok: false,
      error: { code: 'IDENTITY.PROVIDER_FAILED', reason: 'Missing token' },
    });
  });

  it('refuses an answer for another state', async () => {
    const { provider } = setup(() => [back({ id_token: 'planted', state: 'someone-elses' })]);

    expect(await provider.googleIdToken()).toMatchObject({ ok: false, error: { reason: 'State mismatch' } });
  });

  it('fails when the visitor closes the window, and when the browser would not open one', async () => {
    const { provider } = setup(
      () => ['about:blank'],
      (popup) => {
        popup.closedByVisitorAfter = 3;
      },
    );
    expect(await provider.googleIdToken()).toMatchObject({ ok: false, error: { code: 'IDENTITY.PROVIDER_FAILED' } });

    const blocked = new PopupDevelopmentIdentityProvider({
      open: () => null,
      returnPath: () => '/en/sign-in',
      randomValue: () => 'v',
      sha256Hex: async () => 'h',
      wait: async () => undefined,
    });
    expect(await blocked.appleIdToken()).toMatchObject({ ok: false, error: { code: 'IDENTITY.PROVIDER_FAILED' } });
  });
});
