import type { User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { AccountGateway, Consents } from '../ports/account-gateway.port';
import type { AccountError } from './account.errors';

export interface SaveConsentsDeps {
  readonly gateway: Pick<AccountGateway, 'account' | 'setConsent'>;
}

/**
 * Issue 21 user panel "consents": the marketing consent and the newsletter as the listener set them; only a switch
 * that changed is sent, so saving the form unchanged asks nothing of the commands. Answers the account afterwards.
 */
export class SaveConsents {
  readonly #deps: SaveConsentsDeps;

  constructor(deps: SaveConsentsDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale; readonly consents: Consents }): Promise<Result<User, AccountError>> {
    const { gateway } = this.#deps;
    let account = await gateway.account(input.locale);
    if (!account.ok) return account;
    const current: Consents = { marketing: account.value.hasMarketingConsent, newsletter: account.value.newsletter };
    for (const consent of ['marketing', 'newsletter'] as const) {
      if (current[consent] === input.consents[consent]) continue;
      account = await gateway.setConsent(input.locale, consent, input.consents[consent]);
      if (!account.ok) return account;
    }
    return ok(account.value);
  }
}
