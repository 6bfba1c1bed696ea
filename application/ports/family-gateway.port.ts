import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { FamilyError } from '../family/family.errors';

/** The listener's family as `GET /me/family` tells it (times ISO). */
export interface Family {
  readonly maxMembers: number;
  readonly members: readonly { readonly userId: string; readonly email: string; readonly joinedAt: string }[];
  readonly invitations: readonly { readonly id: string; readonly email: string; readonly invitedAt: string }[];
  readonly received: readonly { readonly id: string; readonly ownerEmail: string; readonly invitedAt: string }[];
  readonly membership: { readonly ownerEmail: string; readonly joinedAt: string } | null;
}

/** Family sharing over the store's API: the family, and invite, accept, cancel and remove. */
export interface FamilyGateway {
  family(locale: Locale): Promise<Result<Family, FamilyError>>;
  invite(locale: Locale, email: string): Promise<Result<void, FamilyError>>;
  /** With the token of the invitation mail's link. */
  accept(locale: Locale, token: string): Promise<Result<void, FamilyError>>;
  cancelInvitation(locale: Locale, invitationId: string): Promise<Result<void, FamilyError>>;
  /** The listener's own id leaves the family they belong to. */
  removeMember(locale: Locale, userId: string): Promise<Result<void, FamilyError>>;
}
