import { randomUUID } from 'node:crypto';
import type { FamilyError } from '#application/family/family.errors';
import type { Family, FamilyGateway } from '#application/ports/family-gateway.port';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { err, ok, type Result } from '#domain/shared/result';
import { accountIdOf } from './account-id';

type Invitation = Family['invitations'][number] & { readonly token: string; status: 'pending' | 'accepted' };

/** One family kept in memory, owned by `ownerEmail`; `as(email)` is the same family seen by another account. */
export class InMemoryFamilyGateway implements FamilyGateway {
  readonly #state: {
    readonly ownerEmail: string;
    readonly ownerHasClub: boolean;
    readonly maxMembers: number;
    readonly invitations: Invitation[];
    readonly members: { userId: string; email: string; joinedAt: string }[];
  };
  readonly #viewer: string | null;
  #failure: FamilyError | null = null;

  constructor(
    options: { readonly ownerEmail?: string; readonly ownerHasClub?: boolean; readonly signedIn?: boolean } = {},
    shared?: InMemoryFamilyGateway['state'],
    viewer?: string | null,
  ) {
    this.#state = shared ?? {
      ownerEmail: options.ownerEmail ?? 'owner@example.test',
      ownerHasClub: options.ownerHasClub ?? true,
      maxMembers: 5,
      invitations: [],
      members: [],
    };
    this.#viewer = viewer !== undefined ? viewer : options.signedIn === false ? null : this.#state.ownerEmail;
  }

  /** The state shared by every view of this family. */
  get state() {
    return this.#state;
  }

  /** The family as the account holding `email` sees it. */
  as(email: string): InMemoryFamilyGateway {
    return new InMemoryFamilyGateway({}, this.#state, email);
  }

  /** The token the invitation mail to `email` carries. */
  tokenFor(email: string): string {
    return this.#state.invitations.find((i) => i.email === email)?.token ?? '';
  }

  failWith(failure: FamilyError | null): this {
    this.#failure = failure;
    return this;
  }

  async family(): Promise<Result<Family, FamilyError>> {
    const refused = this.#refusal();
    if (refused) return err(refused);
    const { ownerEmail, maxMembers, members } = this.#state;
    const pending = this.#state.invitations.filter((i) => i.status === 'pending');
    const view = ({ id, email, invitedAt }: Invitation) => ({ id, email, invitedAt });
    if (this.#viewer === ownerEmail)
      return ok({ maxMembers, members, invitations: pending.map(view), received: [], membership: null });
    const member = members.find((m) => m.email === this.#viewer);
    const received = pending
      .filter((i) => i.email === this.#viewer)
      .map(({ id, invitedAt }) => ({ id, ownerEmail, invitedAt }));
    return ok({
      maxMembers,
      members: [],
      invitations: [],
      received: member ? [] : received,
      membership: member ? { ownerEmail, joinedAt: member.joinedAt } : null,
    });
  }

  async invite(locale: Locale, typed: string): Promise<Result<void, FamilyError>> {
    const refused = this.#refusal();
    if (refused) return err(refused);
    if (!MARKETS[locale].features.sharing) return err({ code: 'FAMILY.SHARING_NOT_AVAILABLE' });
    const email = typed.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return err({ code: 'FAMILY.INVALID_EMAIL' });
    const { ownerEmail, members, invitations, maxMembers } = this.#state;
    if (this.#viewer !== ownerEmail || !this.#state.ownerHasClub) return err({ code: 'FAMILY.CLUB_REQUIRED' });
    if (email === ownerEmail) return err({ code: 'FAMILY.CANNOT_INVITE_SELF' });
    if (members.some((m) => m.email === email)) return err({ code: 'FAMILY.ALREADY_IN_FAMILY' });
    if (invitations.some((i) => i.email === email && i.status === 'pending')) return ok(undefined);
    const seats = members.length + invitations.filter((i) => i.status === 'pending').length;
    if (seats >= maxMembers) return err({ code: 'FAMILY.FULL' });
    const token = randomUUID().replaceAll('-', '').padEnd(43, 'A');
    invitations.push({ id: randomUUID(), email, invitedAt: new Date().toISOString(), token, status: 'pending' });
    return ok(undefined);
  }

  async accept(locale: Locale, token: string): Promise<Result<void, FamilyError>> {
    const refused = this.#refusal();
    if (refused) return err(refused);
    if (!MARKETS[locale].features.sharing) return err({ code: 'FAMILY.SHARING_NOT_AVAILABLE' });
    const invitation = this.#state.invitations.find((i) => i.token === token);
    if (!invitation) return err({ code: 'FAMILY.NOT_FOUND' });
    if (invitation.status !== 'pending') return err({ code: 'FAMILY.INVITATION_CLOSED' });
    if (invitation.email !== this.#viewer) return err({ code: 'FAMILY.INVITATION_FOR_ANOTHER_ADDRESS' });
    invitation.status = 'accepted';
    const member = {
      userId: accountIdOf(invitation.email),
      email: invitation.email,
      joinedAt: new Date().toISOString(),
    };
    this.#state.members.push(member);
    return ok(undefined);
  }

  async cancelInvitation(_locale: Locale, invitationId: string): Promise<Result<void, FamilyError>> {
    const refused = this.#refusal();
    if (refused) return err(refused);
    const { invitations, ownerEmail } = this.#state;
    const at = invitations.findIndex((i) => i.id === invitationId && i.status === 'pending');
    if (at === -1 || this.#viewer !== ownerEmail) return err({ code: 'FAMILY.NOT_FOUND' });
    invitations.splice(at, 1);
    return ok(undefined);
  }

  async removeMember(_locale: Locale, userId: string): Promise<Result<void, FamilyError>> {
    const refused = this.#refusal();
    if (refused) return err(refused);
    const { members, ownerEmail } = this.#state;
    const at = members.findIndex((m) => m.userId === userId);
    const allowed = this.#viewer === ownerEmail || members[at]?.email === this.#viewer;
    if (at === -1 || !allowed) return err({ code: 'FAMILY.NOT_FOUND' });
    members.splice(at, 1);
    return ok(undefined);
  }

  #refusal(): FamilyError | null {
    if (this.#failure) return this.#failure;
    return this.#viewer === null ? { code: 'AUTH.NOT_SIGNED_IN' } : null;
  }
}
