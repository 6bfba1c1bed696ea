import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { FamilyGateway } from '../ports/family-gateway.port';
import type { FamilyError } from './family.errors';

export interface CancelFamilyInvitationDeps {
  readonly family: FamilyGateway;
}

/** Spec §1 sharing: the owner withdraws one of their open invitations. */
export class CancelFamilyInvitation {
  readonly #deps: CancelFamilyInvitationDeps;

  constructor(deps: CancelFamilyInvitationDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale; readonly invitationId: string }): Promise<Result<void, FamilyError>> {
    return this.#deps.family.cancelInvitation(input.locale, input.invitationId);
  }
}
