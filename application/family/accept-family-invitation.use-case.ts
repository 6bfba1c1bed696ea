import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { FamilyGateway } from '../ports/family-gateway.port';
import type { FamilyError } from './family.errors';

export interface AcceptFamilyInvitationDeps {
  readonly family: FamilyGateway;
}

/** Spec §1 sharing: the invited listener joins the family with the token of the invitation mail's link. */
export class AcceptFamilyInvitation {
  readonly #deps: AcceptFamilyInvitationDeps;

  constructor(deps: AcceptFamilyInvitationDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale; readonly token: string }): Promise<Result<void, FamilyError>> {
    return this.#deps.family.accept(input.locale, input.token);
  }
}
