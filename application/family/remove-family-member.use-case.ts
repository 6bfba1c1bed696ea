import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { FamilyGateway } from '../ports/family-gateway.port';
import type { FamilyError } from './family.errors';

export interface RemoveFamilyMemberDeps {
  readonly family: FamilyGateway;
}

/** Spec §1 sharing: the owner removes a member (a member's own id leaves the family). */
export class RemoveFamilyMember {
  readonly #deps: RemoveFamilyMemberDeps;

  constructor(deps: RemoveFamilyMemberDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale; readonly userId: string }): Promise<Result<void, FamilyError>> {
    return this.#deps.family.removeMember(input.locale, input.userId);
  }
}
