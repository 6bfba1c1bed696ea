import { err, ok, type Result } from '#domain/shared/result';
import { type NotFound, notFound } from '../../shared/server-error';
import type { FamilyRepository } from './family-repository.port';

export interface CancelFamilyInvitationDeps {
  readonly families: FamilyRepository;
  readonly now: () => Date;
}

export interface CancelFamilyInvitationInput {
  readonly ownerId: string;
  readonly invitationId: string;
}

/** Withdraws one of the owner's open invitations, freeing its seat; any other is NOT_FOUND. Works in every market. */
export class CancelFamilyInvitation {
  readonly #deps: CancelFamilyInvitationDeps;

  constructor(deps: CancelFamilyInvitationDeps) {
    this.#deps = deps;
  }

  async execute(input: CancelFamilyInvitationInput): Promise<Result<null, NotFound>> {
    const withdrawn = await this.#deps.families.withdrawInvitation(input.ownerId, input.invitationId, this.#deps.now());
    return withdrawn ? ok(null) : err(notFound('Invitation'));
  }
}
