import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { AccountGateway } from '../ports/account-gateway.port';
import type { FamilyGateway } from '../ports/family-gateway.port';
import type { FamilyError } from './family.errors';

export interface LeaveFamilyDeps {
  readonly family: Pick<FamilyGateway, 'removeMember'>;
  readonly account: Pick<AccountGateway, 'account'>;
}

/**
 * Spec §1 sharing, issue 21 `/user-panel/family-sharing`: a member leaves the family they belong to, and with it the
 * shared club. The API removes a member named by their own id, which `GET /me` tells.
 */
export class LeaveFamily {
  readonly #deps: LeaveFamilyDeps;

  constructor(deps: LeaveFamilyDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale }): Promise<Result<void, FamilyError>> {
    const account = await this.#deps.account.account(input.locale);
    if (!account.ok) {
      const { code } = account.error;
      return err(
        code === 'AUTH.NOT_SIGNED_IN' || code === 'API.MAINTENANCE' ? { code } : { code: 'FAMILY.UNAVAILABLE' },
      );
    }
    return this.#deps.family.removeMember(input.locale, account.value.id);
  }
}
