import type { SocialProvider } from '../../db/tables/identity.tables';
import { html, htmlDocument } from '../../mail/html';

export interface ConsentRequest {
  readonly redirectUri: string;
  readonly state: string;
  readonly nonce: string;
}

const NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google', apple: 'Apple' };

/**
 * The development identity provider's consent page: a plain form (no script, no inline style) that posts the
 * chosen address back to the provider, carrying the client's redirect target, state and nonce unchanged.
 */
export const consentPage = (provider: SocialProvider, request: ConsentRequest): string =>
  htmlDocument(
    `Sign in with ${NAMES[provider]} (development)`,
    html`<main>
      <h1>Sign in with ${NAMES[provider]}</h1>
      <p>
        Development identity provider: no real ${NAMES[provider]} account is used. Choose the e-mail address to sign in
        with.
      </p>
      <form method="post" action="/dev/idp/${provider}/consent">
        <p>
          <label for="email">E-mail</label>
          <input id="email" name="email" type="email" required maxlength="254" autocomplete="email" />
        </p>
        <p>
          <label for="name">Name</label> <input id="name" name="name" type="text" maxlength="100" autocomplete="name" />
        </p>
        <input type="hidden" name="redirect_uri" value="${request.redirectUri}" /><input
          type="hidden"
          name="state"
          value="${request.state}"
        /><input type="hidden" name="nonce" value="${request.nonce}" />
        <p><button type="submit">Continue</button></p>
      </form>
    </main>`,
  );
