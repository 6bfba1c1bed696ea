import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { tokenHash } from '../../accounts/session/token';
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
  /** The secret of the invitation mail's link: holding it proves the invited mailbox was read. */
  readonly token: string;
  readonly market: Market;
}

/**
 * The invited account joins through the invitation mail's link, in a market with sharing (SHARING_NOT_AVAILABLE).
 * An account holding the invited address is not enough, since anyone may register an address first: the link's
 * token is required (an unknown one is NOT_FOUND), its invitation must still be open (INVITATION_CLOSED) and the
 * viewer's account must be the invited address's (INVITATION_FOR_ANOTHER_ADDRESS); the viewer must neither be in a
 * family nor own one (ALREADY_IN_FAMILY). Accepting proves the viewer's address, as any mailed link followed does.
 */
export class AcceptFamilyInvitation {
  readonly #deps: AcceptFamilyInvitationDeps;

  constructor(deps: AcceptFamilyInvitationDeps) {
    this.#deps = deps;
  }

  async execute(input: AcceptFamilyInvitationInput): Promise<Result<null, CommerceError | SharedError>> {
    const { userId } = input;
    if (!input.market.features.sharing) return err({ code: 'SHARING_NOT_AVAILABLE' });
    const now = this.#deps.now();
    const hash = tokenHash(input.token);
    return this.#deps.unitOfWork.run(async ({ families }): Promise<Result<null, CommerceError | SharedError>> => {
      const invitation = await families.invitationByLink(hash);
      if (!invitation) return err(notFound('Invitation'));
      if (invitation.status !== 'pending') return err({ code: 'INVITATION_CLOSED' });
      const { email } = await families.account(userId);
      if (invitation.email !== email || invitation.ownerId === userId)
        return err({ code: 'INVITATION_FOR_ANOTHER_ADDRESS' });
      const [member, owner] = await Promise.all([families.isMember(userId), families.hasMembers(userId)]);
      if (member || owner) return err({ code: 'ALREADY_IN_FAMILY' });
      if (!(await families.markAccepted(invitation.id, now))) return err({ code: 'INVITATION_CLOSED' });
      await families.addMember({ memberId: userId, ownerId: invitation.ownerId, invitationId: invitation.id }, now);
      await families.proveAddress(userId, email, now);
      return ok(null);
    });
  }
}
