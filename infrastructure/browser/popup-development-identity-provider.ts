import type { IdentityProviderError } from '#application/auth/auth.errors';
import type {
  IdentityProvider,
  IdentityProviderPort,
  ProviderIdToken,
} from '#application/ports/identity-provider.port';
import { err, ok, type Result } from '#domain/shared/result';
import { PROVIDER_FAILURES, providerFailed as failed } from './identity-provider-failures';

/** The part of a popup window this adapter reads. */
export interface PopupLike {
  readonly closed: boolean;
  readonly location: { readonly href: string };
  close(): void;
}

export interface PopupDevelopmentIdentityProviderDeps {
  /** Opens the provider's page in a popup (`window.open`); null when the browser refused. */
  readonly open: (url: string) => PopupLike | null;
  /** The path of this origin the provider sends the popup back to, with the token in its fragment. */
  readonly returnPath: () => string;
  /** A fresh unguessable value (state, nonce). */
  readonly randomValue: () => string;
  readonly sha256Hex: (value: string) => Promise<string>;
  readonly wait: (ms: number) => Promise<void>;
}

/** How often the popup is looked at: often enough to close it the moment the provider answers. */
const POLL_MS = 100;

/** The popup's answer (`#id_token=…&state=…`) once it is back on this origin; null before, or while it is elsewhere. */
const answerOf = (popup: PopupLike): URLSearchParams | null => {
  try {
    const fragment = new URLSearchParams(new URL(popup.location.href).hash.slice(1));
    return fragment.has('state') || fragment.has('id_token') ? fragment : null;
  } catch {
    // Another origin's page cannot be read: the provider has not answered yet.
    return null;
  }
};

/**
 * IdentityProviderPort over the server's development identity provider (api-contract "Google/Apple"): its consent page
 * in a popup, asked with a state and the SHA-256 of a nonce kept here, read back from the fragment it returns to.
 */
export class PopupDevelopmentIdentityProvider implements IdentityProviderPort {
  readonly #deps: PopupDevelopmentIdentityProviderDeps;

  constructor(deps: PopupDevelopmentIdentityProviderDeps) {
    this.#deps = deps;
  }

  googleIdToken(): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    return this.#idToken('google');
  }

  appleIdToken(): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    return this.#idToken('apple');
  }

  async #idToken(provider: IdentityProvider): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    const { open, returnPath, randomValue, sha256Hex, wait } = this.#deps;
    const state = randomValue();
    const nonce = randomValue();
    const query = new URLSearchParams({ redirect_uri: returnPath(), state, nonce: await sha256Hex(nonce) });
    const popup = open(`/dev/idp/${provider}/authorize?${query.toString()}`);
    if (!popup) return err(failed(PROVIDER_FAILURES.notOpened));
    for (;;) {
      await wait(POLL_MS);
      const answer = answerOf(popup);
      if (answer) {
        popup.close();
        if (answer.get('state') !== state) return err(failed(PROVIDER_FAILURES.stateMismatch));
        const idToken = answer.get('id_token');
        return idToken ? ok({ idToken, nonce }) : err(failed(PROVIDER_FAILURES.missingToken));
      }
      if (popup.closed) return err(failed(PROVIDER_FAILURES.closed));
    }
  }
}

/** The browser's own means for the development provider's popup. */
export const browserPopupDeps = (win: Window): PopupDevelopmentIdentityProviderDeps => ({
  open: (url) => win.open(url, 'audiora-identity-provider', 'popup,width=480,height=640'),
  returnPath: () => win.location.pathname,
  randomValue: () => win.crypto.randomUUID(),
  sha256Hex: async (value) => {
    const digest = await win.crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  },
  wait: (ms) => new Promise((resolve) => win.setTimeout(resolve, ms)),
});
