import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { err, ok, type Result } from '#domain/shared/result';
import type { ClubGateway } from '../ports/club-gateway.port';
import type { Family, FamilyGateway } from '../ports/family-gateway.port';
import type { FamilyError } from './family.errors';

export interface LoadFamilySharingDeps {
  readonly family: FamilyGateway;
  readonly club: ClubGateway;
}

/** What the family-sharing page shows the listener. */
export type FamilySharing =
  | { readonly kind: 'off-in-market' }
  | { readonly kind: 'member'; readonly ownerEmail: string; readonly joinedAt: string }
  | {
      readonly kind: 'owner';
      /** Only a member with a running period of their own may invite. */
      readonly canInvite: boolean;
      readonly maxMembers: number;
      readonly members: Family['members'];
      readonly invitations: Family['invitations'];
    }
  | { readonly kind: 'club-required'; readonly received: Family['received'] };

/**
 * Spec §1 sharing (pl, de, cz only), issue 21 `/user-panel/family-sharing`: a member of a family sees whose club they
 * share; a club member, or an owner whose family is still there, manages members and invitations; anyone else is
 * told the club is needed, with the invitations addressed to them.
 */
export class LoadFamilySharing {
  readonly #deps: LoadFamilySharingDeps;

  constructor(deps: LoadFamilySharingDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale }): Promise<Result<FamilySharing, FamilyError>> {
    const { locale } = input;
    const { features } = MARKETS[locale];
    if (!features.sharing || !features.club) return ok({ kind: 'off-in-market' });
    const [family, club] = await Promise.all([this.#deps.family.family(locale), this.#deps.club.membership(locale)]);
    if (!family.ok) return family;
    if (!club.ok) {
      const { code } = club.error;
      return err(
        code === 'AUTH.NOT_SIGNED_IN' || code === 'API.MAINTENANCE' ? { code } : { code: 'FAMILY.UNAVAILABLE' },
      );
    }
    const { membership, members, invitations, received, maxMembers } = family.value;
    if (membership) return ok({ kind: 'member', ownerEmail: membership.ownerEmail, joinedAt: membership.joinedAt });
    const canInvite = club.value.active;
    if (canInvite || members.length > 0 || invitations.length > 0)
      return ok({ kind: 'owner', canInvite, maxMembers, members, invitations });
    return ok({ kind: 'club-required', received });
  }
}
