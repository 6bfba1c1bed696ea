import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { notFound, type SharedError } from '../../shared/server-error';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { CommerceError } from '../commerce.errors';
import type { FamilyRepository } from './family-repository.port';

export interface AcceptFamilyInvitationDeps {
  readonly unitOfWork: UnitOfWork<{ readonly families: FamilyRepository }>;
  readonly now: () => Date;
}

export interface AcceptFamilyInvitationInput {
  readonly userId: string;
  readonly invitationId: string;
  readonly market: Market;
}

/**
 * The invited account joins, in a market with sharing (SHARING_NOT_AVAILABLE): the invitation must be open and
 * addressed to the viewer's e-mail (otherwise it is unknown to them, NOT_FOUND), and the viewer must neither be in
 * a family nor own one (ALREADY_IN_FAMILY).
 */
export class AcceptFamilyInvitation {
  readonly #deps: AcceptFamilyInvitationDeps;

  constructor(deps: AcceptFamilyInvitationDeps) {
    this.#deps = deps;
  }

  async execute(input: AcceptFamilyInvitationInput): Promise<Result<null, CommerceError | SharedError>> {
    const { userId, invitationId } = input;
    if (!input.market.features.sharing) return err({ code: 'SHARING_NOT_AVAILABLE' });
    const now = this.#deps.now();
    return this.#deps.unitOfWork.run(async ({ families }): Promise<Result<null, CommerceError | SharedError>> => {
      const { email } = await families.account(userId);
      const invitation = await families.openInvitationTo(invitationId, email);
      if (!invitation || invitation.ownerId === userId) return err(notFound('Invitation'));
      const [member, owner] = await Promise.all([families.isMember(userId), families.hasMembers(userId)]);
      if (member || owner) return err({ code: 'ALREADY_IN_FAMILY' });
      if (!(await families.markAccepted(invitation.id, now))) return err(notFound('Invitation'));
      await families.addMember({ memberId: userId, ownerId: invitation.ownerId, invitationId: invitation.id }, now);
      return ok(null);
    });
  }
}
