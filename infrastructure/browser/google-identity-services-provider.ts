import type { IdentityProviderError } from '#application/auth/auth.errors';
import type { ProviderIdToken } from '#application/ports/identity-provider.port';
import { err, ok, type Result } from '#domain/shared/result';
import { PROVIDER_FAILURES, providerFailed } from './identity-provider-failures';
import type { ProviderIdTokenSource } from './provider-id-token-source';

/** Where Google Identity Services is loaded from (its "Load the client library" guide). */
export const GOOGLE_IDENTITY_SERVICES_URL = 'https://accounts.google.com/gsi/client';

/** What Google hands the callback: the id_token as `credential`. */
export interface GoogleCredentialResponse {
  readonly credential?: string;
}

/**
 * A prompt's moment notification: the methods Google keeps under FedCM, and `isNotDisplayed`, called only on a
 * display moment, which FedCM never sends.
 */
export interface GooglePromptMoment {
  getMomentType(): 'display' | 'skipped' | 'dismissed';
  isNotDisplayed(): boolean;
  getDismissedReason(): string;
}

/** The options of `google.accounts.id.initialize` this adapter sets. */
export interface GoogleIdConfiguration {
  readonly client_id: string;
  readonly nonce: string;
  readonly callback: (response: GoogleCredentialResponse) => void;
  readonly ux_mode: 'popup';
  readonly context: 'signin';
  readonly auto_select: false;
  readonly cancel_on_tap_outside: true;
  readonly itp_support: true;
  readonly use_fedcm_for_prompt: true;
}

/** The part of Google Identity Services' global (`window.google`) this adapter calls. */
export interface GoogleIdentityServices {
  readonly accounts: {
    readonly id: {
      initialize(configuration: GoogleIdConfiguration): void;
      prompt(listener?: (moment: GooglePromptMoment) => void): void;
    };
  };
}

export interface GoogleIdentityServicesProviderDeps {
  /** The OAuth client id (`GOOGLE_CLIENT_ID`), which the server takes as the token's audience. */
  readonly clientId: string;
  /** The script's global once its loader has brought it; undefined when the script failed. */
  readonly google: () => Promise<GoogleIdentityServices | undefined>;
  /** A fresh unguessable value (the nonce). */
  readonly randomValue: () => string;
  readonly sha256Hex: (value: string) => Promise<string>;
}

/**
 * Google's id_token through Google Identity Services, asked with the SHA-256 of a nonce kept here (the claim the server
 * compares with the hash of the nonce it is sent, as with the development provider).
 */
export class GoogleIdentityServicesProvider implements ProviderIdTokenSource {
  readonly #deps: GoogleIdentityServicesProviderDeps;

  constructor(deps: GoogleIdentityServicesProviderDeps) {
    this.#deps = deps;
  }

  async idToken(): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    const { clientId, randomValue, sha256Hex } = this.#deps;
    const google = await this.#deps.google();
    if (!google) return err(providerFailed(PROVIDER_FAILURES.scriptFailed));
    const nonce = randomValue();
    const nonceClaim = await sha256Hex(nonce);
    return new Promise((resolve) => {
      // Initialised on every click: the nonce is new each time, and only the last initialisation counts.
      google.accounts.id.initialize({
        client_id: clientId,
        nonce: nonceClaim,
        callback: ({ credential }) =>
          resolve(
            credential ? ok({ idToken: credential, nonce }) : err(providerFailed(PROVIDER_FAILURES.missingToken)),
          ),
        ux_mode: 'popup',
        context: 'signin',
        auto_select: false,
        cancel_on_tap_outside: true,
        itp_support: true,
        use_fedcm_for_prompt: true,
      });
      // Our own button cannot press Google's rendered one (a cross-origin frame), so the click asks for the prompt.
      google.accounts.id.prompt((moment) => {
        const type = moment.getMomentType();
        if (type === 'display' && moment.isNotDisplayed()) resolve(err(providerFailed(PROVIDER_FAILURES.notOpened)));
        else if (type === 'skipped') resolve(err(providerFailed(PROVIDER_FAILURES.closed)));
        // A prompt dismissed because it returned the credential has already answered through the callback.
        else if (type === 'dismissed' && moment.getDismissedReason() !== 'credential_returned')
          resolve(err(providerFailed(PROVIDER_FAILURES.closed)));
      });
    });
  }
}
